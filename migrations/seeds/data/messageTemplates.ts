/**
 * Demo message templates for replies to consultation requests (Korean: the front desk writes to
 * patients in Korean). `{{name}}`, `{{clinicName}}` and `{{phone}}` are filled in when sent. Plain
 * and warm; no promise of a result (Korean medical advertising law).
 */
export interface DemoMessageTemplate {
  name: string;
  channel: 'sms' | 'email' | 'both';
  subject: string;
  body: string;
}

export const demoMessageTemplates: DemoMessageTemplate[] = [
  {
    name: '예약 확정',
    channel: 'both',
    subject: '[{{clinicName}}] 상담 예약이 확정되었습니다',
    body:
      '{{name}}님, 안녕하세요. {{clinicName}}입니다.\n' +
      '상담 신청해 주셔서 감사합니다. 말씀 나눈 일시로 예약이 확정되었습니다.\n' +
      '방문하실 때 신분증을 챙겨 주시고, 일정이 바뀌면 편하게 {{phone}}로 연락 주세요.',
  },
  {
    name: '부재중 회신',
    channel: 'both',
    subject: '[{{clinicName}}] 전화를 드렸는데 연결되지 않았습니다',
    body:
      '{{name}}님, 안녕하세요. {{clinicName}}입니다.\n' +
      '남겨 주신 상담 신청을 보고 전화를 드렸는데 연결되지 않았습니다.\n' +
      '편하신 시간에 {{phone}}로 전화 주시면 자세히 안내해 드리겠습니다.',
  },
  {
    name: '휴진 안내',
    channel: 'both',
    subject: '[{{clinicName}}] 휴진 안내',
    body:
      '{{name}}님, 안녕하세요. {{clinicName}}입니다.\n' +
      '병원 사정으로 휴진하는 날이 있어 미리 알려 드립니다. 자세한 일정은 홈페이지 공지사항에서 확인하실 수 있습니다.\n' +
      '예약을 옮기셔야 하면 {{phone}}로 연락 주세요. 불편을 드려 죄송합니다.',
  },
];
