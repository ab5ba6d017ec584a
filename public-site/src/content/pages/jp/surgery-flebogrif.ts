import type { SurgeryPage } from '../../types';
import * as treatment from './shared/treatment';
import * as surgery from './shared/surgery';
import * as nonThermal from './shared/nonThermal';
import * as mechanochemical from './shared/mechanochemical';

const content: SurgeryPage = {
  nameKo: '플레보그리프',
  nameEn: 'Flebogrif',
  title: 'Flebogrif（フレボグリフ）機械的化学的静脈閉塞術',
  description:
    'カテーテルで静脈の壁を刺激しながらフォーム硬化剤を注入して静脈を閉じるFlebogrifの仕組み、適した方、流れと副作用をご案内します。',
  lead: 'Flebogrifは、先端が開くカテーテルで静脈の内側の壁を刺激しながら泡（フォーム）状の硬化剤を一緒に注入し、逆流している静脈を閉じる機械的化学的静脈閉塞術です。熱を使わないためTLA麻酔は必要なく、カテーテルを入れる部分だけに局所麻酔をします。この治療が合うかどうかは、血管超音波検査と診察の後に医師が判断します。',
  sections: [
    {
      id: 'how-it-works',
      heading: surgery.headings.howItWorks,
      blocks: [
        {
          kind: 'p',
          text: 'Flebogrifのカテーテルを静脈の中の治療開始点まで進めてから先端を開くと、小さなかぎ状の金属の羽根がいくつも静脈の壁に向かって広がります。カテーテルをゆっくり引き抜く間に、この羽根が静脈の内側の壁（内皮）を均一にこすって刺激し、同時にカテーテルからフォーム硬化剤が注入されます。',
        },
        {
          kind: 'p',
          text: '機械的な刺激を受けた静脈の壁にフォーム硬化剤が広く接して働くことで静脈が閉じ、閉じた静脈は時間とともに線維組織に変わって徐々に小さくなります。熱を使わないためTLA麻酔が必要なく、熱による周りの組織へのダメージの心配が比較的少ない方法です。',
        },
        {
          kind: 'figure',
          image: 'catheter',
          alt: '脚の静脈に入ったカテーテルの先端で小さな金属の羽根が開いて静脈の壁を刺激し、フォーム硬化剤が一緒に出て静脈が閉じていく様子を示したイラスト。',
          caption: '静脈の壁を刺激しながらフォーム硬化剤を注入するFlebogrif治療',
        },
      ],
    },
    {
      id: 'suitable',
      heading: surgery.headings.suitable,
      blocks: [
        {
          kind: 'p',
          text: '血管超音波検査で大伏在静脈や小伏在静脈、または太い枝の静脈に0.5秒より長い逆流が確認され、脚の重さ、むくみ、こむら返りなどの症状や目に見える静脈瘤がある方に検討します。特に次のような場合に役立つことがあります。',
        },
        {
          kind: 'list',
          items: [
            mechanochemical.avoidsTumescent,
            '膝下や小伏在静脈のように、神経が静脈の近くを通る部位の治療が必要な方',
            'カテーテルが通れる程度に、静脈が比較的まっすぐな方',
          ],
        },
        {
          kind: 'p',
          text: '実際にどの方法が合うかは、静脈の太さや位置、形、全身の状態をあわせて確認し、医師が決めます。',
        },
      ],
    },
    {
      id: 'not-suitable',
      heading: surgery.headings.notSuitable,
      blocks: [
        {
          kind: 'p',
          text: '次のような場合は、Flebogrifが合わなかったり、時期を延期する必要があったりします。フォーム硬化剤を使うため、関連する病歴も事前に確認します。',
        },
        {
          kind: 'list',
          items: [
            mechanochemical.sclerosantAllergy,
            mechanochemical.acuteThrombosis,
            treatment.pregnantOrBreastfeeding,
            '心臓の穴（卵円孔開存など）に関連する症状や、原因がはっきりしない脳梗塞を起こしたことがある方',
            nonThermal.tortuousVein,
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
            nonThermal.catheterUnderUltrasound,
            'カテーテルの先端を開き、ゆっくり引き抜きながらフォーム硬化剤を注入して静脈を閉じます。必要に応じて枝分かれした静脈瘤も一緒に治療します。',
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
            '治療した静脈に沿ったしこりやつっぱり感は、多くの場合、時間とともに和らぎます。',
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
          text: 'Flebogrifの後にも、次のような副作用が起こることがあります。多くは軽く時間とともに良くなりますが、つらい症状があればいつでもお知らせください。',
        },
        {
          kind: 'list',
          items: [
            mechanochemical.bruising,
            mechanochemical.lumpsAndPhlebitis,
            mechanochemical.pigmentation,
            '硬化剤に対するアレルギー反応、フォーム硬化剤使用後の一時的な視覚異常や頭痛（まれ）',
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
          text: 'Flebogrifの費用は{{fee.nonthermal}}で、{{insurance.nonthermal}}の項目です。項目ごとの費用は費用案内のページでもご確認いただけます。',
        },
        surgery.costNote,
      ],
    },
  ],
  facts: nonThermal.facts,
  factLabels: surgery.factLabels,
};

export default content;
