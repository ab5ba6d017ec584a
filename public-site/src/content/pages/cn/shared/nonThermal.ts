import type { Block, SurgeryPage } from '../../../types';

/** Texts ClariVein, Flebogrif and VenaSeal share word for word; one correction here reaches all three pages. */

// Key facts.
export const facts: SurgeryPage['facts'] = {
  duration: '{{duration.nonthermal}}',
  anesthesia: '局部麻醉（仅在导管穿刺部位，不需要肿胀麻醉）',
  cost: '{{fee.nonthermal}}',
  insurance: '{{insurance.nonthermal}}',
  recovery: '通常当天即可走路和进行轻度日常活动（因人而异）',
};

// When it may not be suitable (Flebogrif and VenaSeal).
export const tortuousVein = '静脉严重迂曲导致导管难以通过，或腿部动脉血流明显不足的情况';

// The day of the procedure.
export const procedureDayIntro: Block = {
  kind: 'p',
  text: '治疗本身通常需要{{duration.nonthermal}}左右，加上准备和术后休息，在医院停留的时间会稍长一些。当天按以下顺序进行。',
};
export const entrySiteAnaesthesia = '躺在治疗床上，对腿部消毒，在导管进入部位进行局部麻醉。';

// The day of the procedure (Flebogrif and VenaSeal).
export const catheterUnderUltrasound = '在超声引导下将导管置入静脉，确认导管前端与深静脉汇合处保持安全距离。';

// Possible side effects.
export const reopening = '闭合的静脉可能有一部分重新开通，需要追加治疗';
