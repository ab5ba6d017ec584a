import type { Block } from '../../../types';
import { pregnantOrBreastfeeding } from './treatment';
import { arterialFlow } from './surgery';

/** Texts the thermal ablations (laser, radiofrequency) share word for word; one correction reaches both pages. */

// Key facts.
export const anesthesia = '팽윤 국소마취 (필요에 따라 진정 병행)';
export const recovery = '보통 하루에서 며칠 안에 일상생활 복귀 (개인에 따라 차이가 있습니다)';

// Who it may suit.
export const shieldedByTumescent = '정맥이 피부에서 어느 정도 깊이에 있어 팽윤마취로 열을 차단하기 좋은 분';

// When it may not be suitable.
export const notSuitable: Block = {
  kind: 'list',
  items: [
    '급성 심부정맥혈전증이 있거나, 치료할 정맥 안에 혈전이 있는 분',
    pregnantOrBreastfeeding,
    '정맥이 심하게 구불구불하거나, 피부 바로 아래에 있어 열에 의한 피부 손상이 걱정되는 경우',
    '국소마취제에 알레르기 반응을 보인 적이 있는 분',
    arterialFlow,
  ],
};

// The day of the procedure.
/** The day's intro, naming how long the page's procedure takes (`laser`, `rfa`: its fee row's code). */
export const procedureDayIntro = (code: 'laser' | 'rfa'): Block => ({
  kind: 'p',
  text: `시술 자체는 치료할 범위에 따라 보통 {{duration.${code}}} 정도 걸리며, 준비와 시술 뒤 휴식을 포함하면 병원에 머무는 시간은 조금 더 깁니다. 당일은 다음 순서로 진행합니다.`,
});
export const stockingAndRest = '압박스타킹이나 압박붕대를 하고, 잠시 쉬면서 걸어 본 뒤 상태를 확인하고 귀가합니다.';

// After the procedure.
export const afterCareIntro: Block = {
  kind: 'p',
  text: '시술 당일부터 걸을 수 있으며, 가벼운 걷기는 혈액순환과 회복에 도움이 됩니다. 보통 하루에서 며칠 안에 일상생활로 돌아가지만, 하는 일과 회복 정도에 따라 개인차가 있습니다. 진정 약물을 쓴 날에는 직접 운전하지 않도록 계획해 주세요.',
};

// Possible side effects.
export const bruising = '멍, 누르면 아픈 느낌, 치료한 정맥을 따라 당기는 느낌';
export const phlebitis = '표재성 정맥염, 피부 색소침착';
export const nerveIrritation =
  '주변 신경 자극으로 인한 피부 저림이나 감각 둔해짐(대개 시간이 지나며 좋아지지만 오래가기도 합니다)';
export const clotExtension = '닫힌 정맥 끝의 혈전이 심부정맥 쪽으로 자라는 경우나 심부정맥혈전증(드묾)';
export const anaestheticAllergy = '국소마취제에 대한 알레르기 반응(드묾)';
