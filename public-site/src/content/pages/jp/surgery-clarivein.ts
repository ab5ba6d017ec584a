import type { SurgeryPage } from '../../types';
import * as treatment from './shared/treatment';
import * as surgery from './shared/surgery';
import * as nonThermal from './shared/nonThermal';
import * as mechanochemical from './shared/mechanochemical';

const content: SurgeryPage = {
  nameKo: '클라리베인',
  nameEn: 'ClariVein',
  title: 'ClariVein（クラリベイン）機械的化学的静脈閉塞術',
  description:
    '回転するカテーテルと硬化剤で逆流する静脈を閉じるClariVeinの仕組み、適した方、当日の流れ、治療後の注意と副作用をご案内します。',
  lead: 'ClariVeinは、細いカテーテルを静脈の中に入れ、先端のワイヤーを回転させながら硬化剤を注入して、逆流している静脈を閉じる機械的化学的静脈閉塞術（MOCA）です。熱を使わないためTLA麻酔（膨潤局所麻酔）は必要なく、カテーテルを入れる部分だけに局所麻酔をします。この治療が合うかどうかは、血管超音波検査と診察の後に医師が判断します。',
  sections: [
    {
      id: 'how-it-works',
      heading: surgery.headings.howItWorks,
      blocks: [
        {
          kind: 'p',
          text: 'ClariVeinのカテーテルの先端には細いワイヤーがあり、静脈の中で速く回転します。回転するワイヤーが静脈の内側の壁（内皮）を機械的に刺激すると静脈が縮み、同時にカテーテルから注入される硬化剤が静脈の壁によくしみ込んで働きます。カテーテルを少しずつ引き抜きながら治療する区間全体でこれを続けると、静脈が閉じます。',
        },
        {
          kind: 'p',
          text: '熱を使わないため、静脈の周りにたくさんの麻酔液を注射するTLA麻酔が必要なく、熱による周りの組織へのダメージの心配が比較的少ない方法です。閉じた静脈は時間とともに線維組織に変わって徐々に小さくなり、血液は周りの健康な静脈を通って心臓へ戻ります。',
        },
        {
          kind: 'figure',
          image: 'catheter',
          alt: '脚の静脈の中に細いカテーテルが入っているイラスト。カテーテル先端のワイヤーが回転して静脈の壁を刺激し、同時に硬化剤が出て静脈が閉じていく様子を示しています。',
          caption: '回転するワイヤーと硬化剤で静脈を閉じるClariVein治療',
        },
      ],
    },
    {
      id: 'suitable',
      heading: surgery.headings.suitable,
      blocks: [
        {
          kind: 'p',
          text: '血管超音波検査で大伏在静脈や小伏在静脈に0.5秒より長い逆流が確認され、脚の重さやむくみ、こむら返りなどの症状や、目に見える静脈瘤がある方に検討します。特に次のような場合に役立つことがあります。',
        },
        {
          kind: 'list',
          items: [
            mechanochemical.avoidsTumescent,
            '膝下の大伏在静脈や小伏在静脈のように、神経が静脈の近くを通る部位の治療が必要な方',
            '静脈が比較的まっすぐで、カテーテルが通りやすい方',
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
          text: '次のような場合は、ClariVeinが合わなかったり、時期を延期する必要があったりします。その際はほかの治療方法もあわせて検討します。',
        },
        {
          kind: 'list',
          items: [
            mechanochemical.sclerosantAllergy,
            mechanochemical.acuteThrombosis,
            treatment.pregnantOrBreastfeeding,
            '静脈が非常に太く広がっている、または強く曲がりくねっていてカテーテルが通りにくい場合',
            surgery.arterialFlow,
          ],
        },
      ],
    },
    {
      id: 'procedure-day',
      heading: surgery.headings.procedureDay,
      blocks: [
        nonThermal.procedureDayIntro,
        {
          kind: 'list',
          ordered: true,
          items: [
            surgery.checkIn,
            surgery.ultrasoundMarking,
            nonThermal.entrySiteAnaesthesia,
            '超音波を見ながら細い針で静脈に入り、カテーテルを挿入して、先端が深部静脈との合流部から安全な距離にあることを確認します。',
            'ワイヤーを回転させながら硬化剤を注入し、カテーテルをゆっくり引き抜いて静脈を閉じます。必要に応じて枝分かれした静脈瘤も一緒に治療します。',
            mechanochemical.stockingAndWalk,
          ],
        },
      ],
    },
    {
      id: 'after-care',
      heading: surgery.headings.afterCare,
      blocks: [
        mechanochemical.afterCareIntro,
        {
          kind: 'list',
          items: [
            treatment.wearStockings,
            surgery.avoidStrain,
            surgery.ultrasoundFollowUp,
            '治療した静脈に沿ったつっぱり感や硬さは、多くの場合、時間とともに和らぎます。',
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
          text: 'ClariVeinの後にも、次のような副作用が起こることがあります。多くは軽く時間とともに良くなりますが、つらい症状があればいつでもお知らせください。',
        },
        {
          kind: 'list',
          items: [
            mechanochemical.bruising,
            mechanochemical.lumpsAndPhlebitis,
            mechanochemical.pigmentation,
            '硬化剤に対するアレルギー反応（まれ）',
            nonThermal.reopening,
            surgery.deepVeinThrombosis,
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
          text: 'ClariVeinの費用は{{fee.nonthermal}}で、{{insurance.nonthermal}}の項目です。項目ごとの費用は費用案内のページでもご確認いただけます。',
        },
        surgery.costNote,
      ],
    },
  ],
  facts: nonThermal.facts,
  factLabels: surgery.factLabels,
};

export default content;
