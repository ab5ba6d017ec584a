import type { SurgeryPage } from '../../types';
import * as treatment from './shared/treatment';
import * as surgery from './shared/surgery';
import * as thermal from './shared/thermal';

const content: SurgeryPage = {
  nameKo: '고주파 열폐쇄술',
  nameEn: 'Radiofrequency ablation (RFA)',
  title: '高周波（ラジオ波）血管内焼灼術（RFA）',
  description:
    '高周波の熱で逆流する静脈を閉じる高周波血管内焼灼術の仕組みとTLA麻酔、適した方、当日の流れ、治療後の注意と副作用をご案内します。',
  lead: '高周波血管内焼灼術は、静脈の中に入れたカテーテルから高周波エネルギーで熱を出して静脈の壁を縮ませ、逆流している静脈を閉じる治療です。静脈の周りに薄めた麻酔液を入れるTLA麻酔（膨潤局所麻酔）をして行います。この治療が合うかどうかは、血管超音波検査と診察の後に医師が判断します。',
  sections: [
    {
      id: 'how-it-works',
      heading: surgery.headings.howItWorks,
      blocks: [
        {
          kind: 'p',
          text: '高周波カテーテルの先端には発熱する部分があり、高周波エネルギーを受けると決められた温度で静脈の壁を温めます。熱を受けた静脈の壁のコラーゲンが縮むことで静脈がすぼまって閉じ、時間とともに線維組織に変わって徐々に小さくなります。カテーテルを1区間ずつ移動させながら、治療する静脈全体を順に閉じていきます。',
        },
        {
          kind: 'p',
          text: '熱をかける前に、超音波を見ながら静脈の周りに薄めた局所麻酔液を十分に注射するTLA麻酔を行います。TLA麻酔には、痛みを和らげる、静脈を押さえてカテーテルに密着させる、周りの皮膚や神経を熱から守る、という役割があります。必要に応じて鎮静薬を併用することもあります。',
        },
        {
          kind: 'figure',
          image: 'heat',
          alt: '脚の静脈に入った高周波カテーテルの先端が熱を出して静脈の壁を温め、静脈がすぼまって閉じていく様子を示したイラスト。静脈の周りを囲むTLA麻酔液もあわせて描いています。',
          caption: 'カテーテル先端の熱で静脈の壁を縮ませて閉じる高周波血管内焼灼術',
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
            '治療する静脈が比較的まっすぐで、カテーテルが通りやすい方',
            thermal.shieldedByTumescent,
            '太ももの大伏在静脈のように、比較的太く長い区間を治療する必要がある方',
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
          text: '次のような場合は、高周波血管内焼灼術が合わなかったり、時期を延期する必要があったりします。その際はほかの治療方法もあわせて検討します。',
        },
        thermal.notSuitable,
      ],
    },
    {
      id: 'procedure-day',
      heading: surgery.headings.procedureDay,
      blocks: [
        thermal.procedureDayIntro('rfa'),
        {
          kind: 'list',
          ordered: true,
          items: [
            surgery.checkIn,
            surgery.ultrasoundMarking,
            '治療台に横になって脚を消毒し、カテーテルを入れる部分に局所麻酔をしてから、超音波を見ながら静脈にカテーテルを入れます。',
            'カテーテルの先端が深部静脈との合流部から安全な距離にあることを確認し、静脈の周りにTLA麻酔液を注射します。',
            'カテーテルを移動させながら高周波エネルギーで1区間ずつ熱をかけ、静脈を閉じます。必要に応じて枝分かれした静脈瘤も一緒に治療します。',
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
            '治療の数日後に、治療した静脈に沿ってつっぱり感が出て、その後徐々に和らぐことがよくあります。',
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
          text: '高周波血管内焼灼術の後にも、次のような副作用が起こることがあります。多くは軽く時間とともに良くなりますが、つらい症状があればいつでもお知らせください。',
        },
        {
          kind: 'list',
          items: [
            thermal.bruising,
            thermal.phlebitis,
            thermal.nerveIrritation,
            '熱による皮膚のやけど、カテーテル挿入部の感染（まれ）',
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
          text: '高周波血管内焼灼術の費用は{{fee.rfa}}で、{{insurance.rfa}}の項目です。項目ごとの費用は費用案内のページでもご確認いただけます。',
        },
        surgery.costNote,
      ],
    },
  ],
  facts: {
    duration: '{{duration.rfa}}',
    anesthesia: thermal.anesthesia,
    cost: '{{fee.rfa}}',
    insurance: '{{insurance.rfa}}',
    recovery: thermal.recovery,
  },
  factLabels: surgery.factLabels,
};

export default content;
