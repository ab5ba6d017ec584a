import type { SurgeryPage } from '../../types';
import * as treatment from './shared/treatment';
import * as surgery from './shared/surgery';
import * as nonThermal from './shared/nonThermal';

const content: SurgeryPage = {
  nameKo: '베나실',
  nameEn: 'VenaSeal',
  title: 'VenaSeal（ベナシール）医療用接着剤による静脈閉塞術',
  description:
    '医療用接着剤で逆流する静脈を接着して閉じるVenaSealの仕組み、適した方と合わない場合、当日の流れ、治療後の注意と副作用をご案内します。',
  lead: 'VenaSealは、細いカテーテルから医療用接着剤（シアノアクリレート）を静脈の中に少しずつ入れ、押さえて接着することで、逆流している静脈を閉じる治療です。熱や硬化剤を使わないためTLA麻酔は必要なく、カテーテルを入れる部分だけに局所麻酔をします。この治療が合うかどうかは、血管超音波検査と診察の後に医師が判断します。',
  sections: [
    {
      id: 'how-it-works',
      heading: surgery.headings.howItWorks,
      blocks: [
        {
          kind: 'p',
          text: 'VenaSealで使う医療用接着剤は、血液に触れると素早く固まる性質があります。超音波を見ながらカテーテルを静脈の中に入れた後、先端から接着剤を少量出し、皮膚の上から静脈を押さえて静脈の壁どうしをくっつけます。一定の間隔でカテーテルを少しずつ引き抜きながらこれを繰り返すと、治療する区間全体が閉じます。',
        },
        {
          kind: 'p',
          text: '熱を使わないためTLA麻酔が必要なく、熱による周りの神経や皮膚へのダメージの心配が比較的少ない方法です。固まった接着剤は静脈の中に残り、時間とともに静脈と一緒に線維組織に変わっていきます。静脈が閉じると、血液は周りの健康な静脈を通って心臓へ戻ります。',
        },
        {
          kind: 'figure',
          image: 'glue',
          alt: '脚の静脈に入ったカテーテルの先端から医療用接着剤が少しずつ出て、皮膚の上から静脈を押さえることで静脈の壁どうしがくっついて閉じていく様子を示したイラスト。',
          caption: '医療用接着剤を入れて押さえ、静脈を閉じるVenaSeal治療',
        },
      ],
    },
    {
      id: 'suitable',
      heading: surgery.headings.suitable,
      blocks: [
        {
          kind: 'p',
          text: '血管超音波検査で大伏在静脈や小伏在静脈に0.5秒より長い逆流が確認され、脚の重さ、むくみ、こむら返りなどの症状や目に見える静脈瘤がある方に検討します。特に次のような場合に役立つことがあります。',
        },
        {
          kind: 'list',
          items: [
            'TLA麻酔の注射に抵抗がある方、熱を使う治療を避けたい方',
            '神経が静脈の近くを通る部位の治療が必要な方',
            '治療後に弾性ストッキングを履くことが難しい事情がある方（着用の要否は状態に応じて医師が決めます）',
          ],
        },
        {
          kind: 'p',
          text: '実際にどの方法が合うかは、静脈の太さや位置、形、アレルギー歴や全身の状態をあわせて確認し、医師が決めます。',
        },
      ],
    },
    {
      id: 'not-suitable',
      heading: surgery.headings.notSuitable,
      blocks: [
        {
          kind: 'p',
          text: '次のような場合は、VenaSealが合わなかったり、時期を延期する必要があったりします。その際はほかの治療方法もあわせて検討します。',
        },
        {
          kind: 'list',
          items: [
            'シアノアクリレート成分（医療用瞬間接着剤、一部のつけ爪用接着剤など）でアレルギー反応が出たことがある方',
            '急性の深部静脈血栓症がある方、治療する静脈に急性の血栓性静脈炎がある方',
            '体に急性の感染症がある方',
            treatment.pregnantOrBreastfeeding,
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
            '受付の後、体調、アレルギー歴、服用中の薬を確認し、治療内容をあらためてご説明したうえで同意書に記入していただきます。',
            surgery.ultrasoundMarking,
            nonThermal.entrySiteAnaesthesia,
            nonThermal.catheterUnderUltrasound,
            '接着剤を少しずつ入れて静脈を押さえる操作を繰り返しながらカテーテルを引き抜き、静脈を閉じます。',
            'カテーテルを抜いた部分に小さなテープを貼り、しばらく歩いて状態を確認してから帰宅します。',
          ],
        },
      ],
    },
    {
      id: 'after-care',
      heading: surgery.headings.afterCare,
      blocks: [
        {
          kind: 'p',
          text: '治療直後から歩くことができ、軽いウォーキングは血液の流れと回復を助けます。VenaSealは方法の特性上、弾性ストッキングを短期間だけ履く、または履かない場合もありますが、枝分かれした静脈瘤も一緒に治療した場合やむくみがある場合は着用をおすすめすることもあるため、案内に従ってください。',
        },
        {
          kind: 'list',
          items: [
            surgery.avoidStrain,
            surgery.ultrasoundFollowUp,
            '治療後数日から数週間の間に、治療した静脈に沿って赤み、かゆみ、痛みが出ることがあります。その場合は我慢せずにお知らせください。',
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
          text: 'VenaSealの後にも、次のような副作用が起こることがあります。多くは軽く、時間の経過や薬による治療で良くなりますが、つらい症状があればいつでもお知らせください。',
        },
        {
          kind: 'list',
          items: [
            'あざ、押したときの痛み',
            '治療した静脈に沿って赤み、かゆみ、痛みが出る静脈炎に似た反応（接着剤に対する過敏反応と考えられ、必要に応じて薬で治療します）',
            '皮膚の色素沈着、治療した静脈に沿った硬さ',
            '接着剤に対するアレルギー反応、カテーテル挿入部の炎症や小さな肉芽腫（まれ）',
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
          text: 'VenaSealの費用は{{fee.nonthermal}}で、{{insurance.nonthermal}}の項目です。項目ごとの費用は費用案内のページでもご確認いただけます。',
        },
        surgery.costNote,
      ],
    },
  ],
  facts: nonThermal.facts,
  factLabels: surgery.factLabels,
};

export default content;
