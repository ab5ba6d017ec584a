import type { Block, SurgeryPage } from '../../../types';

/** Texts ClariVein, Flebogrif and VenaSeal share word for word; one correction here reaches all three pages. */

// Key facts.
export const facts: SurgeryPage['facts'] = {
  duration: '{{duration.nonthermal}}',
  anesthesia: '국소마취 (카테터 삽입 부위만, 팽윤마취 없음)',
  cost: '{{fee.nonthermal}}',
  insurance: '{{insurance.nonthermal}}',
  recovery: '보통 당일부터 걷기와 가벼운 일상생활 가능 (개인에 따라 차이가 있습니다)',
};

// When it may not be suitable (Flebogrif and VenaSeal).
export const tortuousVein = '정맥이 심하게 구불구불해 카테터가 지나가기 어렵거나, 다리 동맥 혈류가 크게 부족한 경우';

// The day of the procedure.
export const procedureDayIntro: Block = {
  kind: 'p',
  text: '시술 자체는 보통 {{duration.nonthermal}} 정도 걸리며, 준비와 시술 뒤 휴식을 포함하면 병원에 머무는 시간은 조금 더 깁니다. 당일은 다음 순서로 진행합니다.',
};
export const entrySiteAnaesthesia = '시술대에 누워 다리를 소독하고, 카테터가 들어갈 자리에 국소마취를 합니다.';

// The day of the procedure (Flebogrif and VenaSeal).
export const catheterUnderUltrasound =
  '초음파를 보면서 정맥에 카테터를 넣고, 끝이 심부정맥과 만나는 곳에서 안전한 거리에 있는지 확인합니다.';

// Possible side effects.
export const reopening = '닫힌 정맥의 일부가 다시 열리는 경우가 있어 추가 치료가 필요할 수 있음';
