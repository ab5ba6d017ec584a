import type { Block } from '../../../types';
import { pregnantOrBreastfeeding } from './treatment';
import { arterialFlow } from './surgery';

/** Texts the thermal ablations (laser, radiofrequency) share word for word; one correction reaches both pages. */

// Key facts.
export const anesthesia = 'TLA麻酔（膨潤局所麻酔、必要に応じて鎮静を併用）';
export const recovery = '通常は1日から数日で日常生活に復帰（個人差があります）';

// Who it may suit.
export const shieldedByTumescent = '静脈が皮膚からある程度の深さにあり、TLA麻酔で熱を遮りやすい方';

// When it may not be suitable.
export const notSuitable: Block = {
  kind: 'list',
  items: [
    '急性の深部静脈血栓症がある方、治療する静脈の中に血栓がある方',
    pregnantOrBreastfeeding,
    '静脈が強く曲がりくねっている場合や、皮膚のすぐ下にあって熱による皮膚のダメージが心配な場合',
    '局所麻酔薬でアレルギー反応が出たことがある方',
    arterialFlow,
  ],
};

// The day of the procedure.
/** The day's intro, naming how long the page's procedure takes (`laser`, `rfa`: its fee row's code). */
export const procedureDayIntro = (code: 'laser' | 'rfa'): Block => ({
  kind: 'p',
  text: `治療そのものは、治療する範囲によって通常{{duration.${code}}}ほどかかり、準備や治療後の休憩を含めると、院内で過ごす時間はもう少し長くなります。当日は次の順番で進めます。`,
});
export const stockingAndRest =
  '弾性ストッキングや弾性包帯を着け、しばらく休んで歩いてみた後、状態を確認してから帰宅します。';

// After the procedure.
export const afterCareIntro: Block = {
  kind: 'p',
  text: '治療当日から歩くことができ、軽いウォーキングは血液の流れと回復を助けます。通常は1日から数日で日常生活に戻りますが、お仕事の内容や回復の具合によって個人差があります。鎮静薬を使った日は、ご自身で運転しないよう計画してください。',
};

// Possible side effects.
export const bruising = 'あざ、押したときの痛み、治療した静脈に沿ったつっぱり感';
export const phlebitis = '表在性静脈炎、皮膚の色素沈着';
export const nerveIrritation =
  '周りの神経への刺激による皮膚のしびれや感覚の鈍さ（多くは時間とともに良くなりますが、長く続くこともあります）';
export const clotExtension = '閉じた静脈の端の血栓が深部静脈の方へ伸びる場合や、深部静脈血栓症（まれ）';
export const anaestheticAllergy = '局所麻酔薬に対するアレルギー反応（まれ）';
