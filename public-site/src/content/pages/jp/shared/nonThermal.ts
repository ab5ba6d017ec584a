import type { Block, SurgeryPage } from '../../../types';

/** Texts ClariVein, Flebogrif and VenaSeal share word for word; one correction here reaches all three pages. */

// Key facts.
export const facts: SurgeryPage['facts'] = {
  duration: '{{duration.nonthermal}}',
  anesthesia: '局所麻酔（カテーテル挿入部のみ、TLA麻酔なし）',
  cost: '{{fee.nonthermal}}',
  insurance: '{{insurance.nonthermal}}',
  recovery: '通常は当日から歩行や軽い日常生活が可能（個人差があります）',
};

// When it may not be suitable (Flebogrif and VenaSeal).
export const tortuousVein =
  '静脈が強く曲がりくねっていてカテーテルが通りにくい場合、脚の動脈の血流が大きく不足している場合';

// The day of the procedure.
export const procedureDayIntro: Block = {
  kind: 'p',
  text: '治療そのものは通常{{duration.nonthermal}}ほどかかり、準備や治療後の休憩を含めると、院内で過ごす時間はもう少し長くなります。当日は次の順番で進めます。',
};
export const entrySiteAnaesthesia = '治療台に横になって脚を消毒し、カテーテルを入れる部分に局所麻酔をします。';

// The day of the procedure (Flebogrif and VenaSeal).
export const catheterUnderUltrasound =
  '超音波を見ながら静脈にカテーテルを入れ、先端が深部静脈との合流部から安全な距離にあることを確認します。';

// Possible side effects.
export const reopening = '閉じた静脈の一部が再び開くことがあり、追加の治療が必要になる場合があること';
