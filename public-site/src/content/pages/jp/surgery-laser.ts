import type { SurgeryPage } from '../../types';
import * as treatment from './shared/treatment';
import * as surgery from './shared/surgery';
import * as thermal from './shared/thermal';

const content: SurgeryPage = {
  nameKo: '레이저 열폐쇄술',
  nameEn: 'Endovenous laser ablation (EVLA)',
  title: '血管内レーザー焼灼術（EVLA）',
  description:
    'レーザーの熱で逆流する静脈を閉じる血管内レーザー焼灼術の仕組みとTLA麻酔、適した方、当日の流れ、治療後の注意と副作用をご案内します。',
  lead: '血管内レーザー焼灼術は、静脈の中に細い光ファイバーを入れ、レーザーエネルギーで熱を出して静脈の壁を縮ませ、逆流している静脈を閉じる治療です。静脈の周りに薄めた麻酔液を入れるTLA麻酔（膨潤局所麻酔）をして行います。この治療が合うかどうかは、血管超音波検査と診察の後に医師が判断します。',
  sections: [
    {
      id: 'how-it-works',
      heading: surgery.headings.howItWorks,
      blocks: [
        {
          kind: 'p',
          text: '超音波を見ながら静脈の中に細い管を入れ、その中にレーザー光が出る光ファイバーを通します。光ファイバーの先端から出たレーザーエネルギーが静脈の壁や血液に吸収されて熱に変わり、この熱が静脈の壁を縮ませて静脈を閉じます。光ファイバーを一定の速さでゆっくり引き抜きながら、治療する静脈全体に熱を均一に伝えます。',
        },
        {
          kind: 'p',
          text: 'レーザーの波長や光ファイバーの種類によってエネルギーの伝わり方が少しずつ異なり、医師が静脈の太さや深さを見てエネルギーを調整します。熱をかける前には、静脈の周りに薄めた局所麻酔液を十分に注射するTLA麻酔を行い、痛みを和らげ、周りの皮膚や神経を熱から守ります。閉じた静脈は時間とともに線維組織に変わって徐々に小さくなります。',
        },
        {
          kind: 'figure',
          image: 'heat',
          alt: '脚の静脈に入れた光ファイバーの先端からレーザー光が出て静脈の壁を温め、静脈がすぼまって閉じていく様子を示したイラスト。静脈の周りを囲むTLA麻酔液もあわせて描いています。',
          caption: '光ファイバーから出るレーザーの熱で静脈を閉じる血管内レーザー焼灼術',
        },
      ],
    },
    {
      id: 'suitable',
      heading: surgery.headings.suitable,
      blocks: [
        surgery.refluxCriteria,
        {
          kind: 'list',
          items: [
            '治療する静脈が比較的まっすぐで、管や光ファイバーが通りやすい方',
            thermal.shieldedByTumescent,
            '静脈の太さや長さに合わせてエネルギーを調整しながら治療するのに適した方',
          ],
        },
        surgery.methodDecision,
      ],
    },
    {
      id: 'not-suitable',
      heading: surgery.headings.notSuitable,
      blocks: [
        {
          kind: 'p',
          text: '次のような場合は、血管内レーザー焼灼術が合わなかったり、時期を延期する必要があったりします。その際はほかの治療方法もあわせて検討します。',
        },
        thermal.notSuitable,
      ],
    },
    {
      id: 'procedure-day',
      heading: surgery.headings.procedureDay,
      blocks: [
        thermal.procedureDayIntro('laser'),
        {
          kind: 'list',
          ordered: true,
          items: [
            surgery.checkIn,
            surgery.ultrasoundMarking,
            '治療台に横になって脚を消毒し、管を入れる部分に局所麻酔をしてから、超音波を見ながら静脈に管と光ファイバーを入れます。',
            '光ファイバーの先端が深部静脈との合流部から安全な距離にあることを確認し、静脈の周りにTLA麻酔液を注射します。',
            'レーザーを照射しながら光ファイバーをゆっくり引き抜き、静脈を閉じます。治療中は目を守るため保護眼鏡をかけます。必要に応じて枝分かれした静脈瘤も一緒に治療します。',
            thermal.stockingAndRest,
          ],
        },
      ],
    },
    {
      id: 'after-care',
      heading: surgery.headings.afterCare,
      blocks: [
        thermal.afterCareIntro,
        {
          kind: 'list',
          items: [
            treatment.wearStockings,
            surgery.avoidStrain,
            surgery.ultrasoundFollowUp,
            '治療の数日後に、治療した静脈に沿ってあざやつっぱり感が出て、その後徐々に和らぐことがよくあります。',
            treatment.longJourney,
          ],
        },
      ],
    },
    {
      id: 'side-effects',
      heading: surgery.headings.sideEffects,
      blocks: [
        {
          kind: 'p',
          text: '血管内レーザー焼灼術の後にも、次のような副作用が起こることがあります。多くは軽く時間とともに良くなりますが、つらい症状があればいつでもお知らせください。',
        },
        {
          kind: 'list',
          items: [
            thermal.bruising,
            thermal.phlebitis,
            thermal.nerveIrritation,
            '熱による皮膚のやけど、挿入部の感染（まれ）',
            thermal.clotExtension,
            thermal.anaestheticAllergy,
          ],
        },
        surgery.emergencyNote,
      ],
    },
    {
      id: 'cost',
      heading: surgery.headings.cost,
      blocks: [
        {
          kind: 'p',
          text: '血管内レーザー焼灼術の費用は{{fee.laser}}で、{{insurance.laser}}の項目です。項目ごとの費用は費用案内のページでもご確認いただけます。',
        },
        surgery.costNote,
      ],
    },
  ],
  facts: {
    duration: '{{duration.laser}}',
    anesthesia: thermal.anesthesia,
    cost: '{{fee.laser}}',
    insurance: '{{insurance.laser}}',
    recovery: thermal.recovery,
  },
  factLabels: surgery.factLabels,
};

export default content;
