import type { Block } from '../../../types';

/** Texts the mechanochemical ablations (ClariVein, Flebogrif) share word for word; one correction reaches both. */

// Who it may suit.
export const avoidsTumescent = '열 치료에 필요한 팽윤마취 주사가 부담스러운 분';

// When it may not be suitable.
export const sclerosantAllergy = '폴리도카놀 등 경화제에 알레르기 반응을 보인 적이 있는 분';
export const acuteThrombosis = '급성 심부정맥혈전증이 있거나, 치료할 정맥에 혈전정맥염이 진행 중인 분';

// The day of the procedure.
export const stockingAndWalk = '압박스타킹을 신고 잠시 걸으며 상태를 확인한 뒤 귀가합니다.';

// After the procedure.
export const afterCareIntro: Block = {
  kind: 'p',
  text: '시술 직후부터 걸을 수 있으며, 가벼운 걷기는 혈액순환과 회복에 도움이 됩니다. 일상생활로 돌아가는 시기는 하는 일과 회복 정도에 따라 개인차가 있습니다.',
};

// Possible side effects.
export const bruising = '멍, 누르면 아픈 느낌, 당기는 느낌';
export const lumpsAndPhlebitis = '치료한 정맥을 따라 단단하게 만져지는 멍울, 표재성 정맥염';
export const pigmentation = '피부 색소침착';
