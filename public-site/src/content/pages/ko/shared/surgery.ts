import type { Block, SurgeryPage } from '../../../types';

/** Texts that several surgery pages share word for word; one correction here reaches every page using it. */

/** Section headings, in page order (stripping words four of them its own way: "operation"). */
export const headings = {
  howItWorks: '어떤 원리로 치료하나요',
  suitable: '이런 분께 고려합니다',
  notSuitable: '이런 경우에는 맞지 않을 수 있습니다',
  procedureDay: '시술 당일의 과정',
  afterCare: '시술 후 관리',
  sideEffects: '생길 수 있는 부작용',
  cost: '비용 안내',
};
export const factLabels: SurgeryPage['factLabels'] = {
  duration: '시술 시간',
  anesthesia: '마취',
  cost: '비용',
  insurance: '건강보험',
  recovery: '일상 복귀',
};

// Who it may suit.
export const refluxCriteria: Block = {
  kind: 'p',
  text: '혈관 초음파 검사에서 큰두렁정맥(대복재정맥)이나 작은두렁정맥(소복재정맥)에 0.5초보다 긴 역류가 확인되고, 다리의 무거움, 부종, 쥐가 나는 증상이나 눈에 보이는 정맥류가 있는 분께 고려합니다. 특히 다음과 같은 경우에 알맞습니다.',
};
export const methodDecision: Block = {
  kind: 'p',
  text: '최종적으로 어떤 방법이 맞는지는 정맥의 굵기와 위치, 모양, 전신 상태와 복용 중인 약을 함께 살펴 의사가 정합니다.',
};

// When it may not be suitable.
export const arterialFlow = '다리로 가는 동맥 혈류가 크게 부족하거나, 시술 후 걷기가 어려운 분';

// The day of the procedure.
export const checkIn = '접수 후 건강 상태와 복용 중인 약을 확인하고, 시술 내용을 다시 설명드린 뒤 동의서를 작성합니다.';
export const ultrasoundMarking = '혈관 초음파로 치료할 정맥의 위치와 범위를 확인해 피부에 표시합니다.';

// After the procedure.
export const avoidStrain = '며칠 동안은 격한 운동, 사우나와 뜨거운 목욕, 과음을 피해 주세요.';
export const ultrasoundFollowUp =
  '정해진 날에 내원해 초음파로 정맥이 잘 닫혔는지, 심부정맥에 혈전이 생기지 않았는지 확인합니다.';

// Possible side effects.
export const deepVeinThrombosis = '심부정맥혈전증(드묾)';
export const emergencyNote: Block = {
  kind: 'note',
  text: '종아리나 허벅지가 갑자기 심하게 붓고 아프거나, 숨이 차거나 가슴이 아프거나, 상처에서 피가 멈추지 않거나 열이 나면 바로 병원에 연락하거나 가까운 응급실을 방문해 주세요.',
};

// Cost.
export const costNote: Block = {
  kind: 'note',
  text: '실제 비용은 한쪽 다리인지 양쪽 다리인지, 치료할 정맥의 개수와 범위, 곁가지 정맥류에 대한 추가 치료가 필요한지에 따라 달라집니다. 혈관 초음파 검사와 진찰을 마친 뒤 예상 비용을 자세히 설명해 드립니다.',
};
