import type { Block } from '../../../types';

/** Texts the mechanochemical ablations (ClariVein, Flebogrif) share word for word; one correction reaches both. */

// Who it may suit.
export const avoidsTumescent = '熱を使う治療に必要なTLA麻酔の注射に抵抗がある方';

// When it may not be suitable.
export const sclerosantAllergy = 'ポリドカノールなどの硬化剤でアレルギー反応が出たことがある方';
export const acuteThrombosis = '急性の深部静脈血栓症がある方、治療する静脈に血栓性静脈炎が起きている方';

// The day of the procedure.
export const stockingAndWalk = '弾性ストッキングを履いてしばらく歩き、状態を確認してから帰宅します。';

// After the procedure.
export const afterCareIntro: Block = {
  kind: 'p',
  text: '治療直後から歩くことができ、軽いウォーキングは血液の流れと回復を助けます。日常生活に戻る時期は、お仕事の内容や回復の具合によって個人差があります。',
};

// Possible side effects.
export const bruising = 'あざ、押したときの痛み、つっぱり感';
export const lumpsAndPhlebitis = '治療した静脈に沿って触れる硬いしこり、表在性静脈炎';
export const pigmentation = '皮膚の色素沈着';
