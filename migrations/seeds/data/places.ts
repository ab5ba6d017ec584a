/** The nine places of the panorama page (demo photos, photos.ts): name, alt text and description. */
import type { Translated } from './terms.js';

export const demoPlaces: Array<{ illustration: string; name: Translated; alt: Translated; text: Translated }> = [
  {
    illustration: 'clinic-exterior',
    name: { ko: '병원 외관', en: 'Building exterior', cn: '医院外观', jp: '外観' },
    alt: {
      ko: '병원이 입주한 건물의 입구와 간판을 그린 외관 일러스트',
      en: 'Illustration of the entrance and sign of the building where the clinic is located',
      cn: '描绘医院所在大楼入口和招牌的外观插图',
      jp: '医院が入っている建物の入口と看板を描いた外観のイラスト',
    },
    text: {
      ko: '{{address}}에 있는 건물입니다. 건물 입구로 들어오셔서 엘리베이터를 이용해 병원으로 올라오시면 됩니다.',
      en: 'The clinic is in the building at {{address}}. Please come in through the building entrance and take the lift up to the clinic.',
      cn: '医院位于{{address}}的大楼内。请从大楼入口进入，乘电梯上楼即可到达医院。',
      jp: '{{address}}にある建物です。建物の入口からお入りいただき、エレベーターで医院までお上がりください。',
    },
  },
  {
    illustration: 'clinic-reception',
    name: { ko: '접수·수납', en: 'Reception and payment', cn: '挂号·收费处', jp: '受付・会計' },
    alt: {
      ko: '안내 데스크와 접수 창구가 있는 공간을 그린 일러스트',
      en: 'Illustration of the reception area with an information desk and check-in counter',
      cn: '描绘设有服务台和挂号窗口的区域的插图',
      jp: '案内デスクと受付窓口のある空間を描いたイラスト',
    },
    text: {
      ko: '도착하시면 접수 데스크에서 성함과 예약 여부를 말씀해 주세요. 처음 오신 분은 간단한 문진표를 작성하시며, 진료 후 수납과 다음 예약도 이곳에서 도와드립니다.',
      en: 'When you arrive, please give your name at the reception desk and tell us whether you have an appointment. First-time visitors fill in a short questionnaire, and after your visit we help you here with payment and your next appointment.',
      cn: '到达后，请在前台告知您的姓名以及是否已预约。初诊患者需要填写一份简单的问诊表。就诊结束后的缴费和下次预约也在这里办理。',
      jp: 'ご到着されたら、受付でお名前とご予約の有無をお伝えください。初めての方には簡単な問診票をご記入いただきます。診療後のお会計や次回のご予約もこちらで承ります。',
    },
  },
  {
    illustration: 'clinic-waiting',
    name: { ko: '대기실', en: 'Waiting room', cn: '候诊室', jp: '待合室' },
    alt: {
      ko: '소파와 의자가 놓인 대기 공간을 그린 일러스트',
      en: 'Illustration of a waiting area with sofas and chairs',
      cn: '描绘摆放着沙发和椅子的候诊区的插图',
      jp: 'ソファと椅子が置かれた待合スペースを描いたイラスト',
    },
    text: {
      ko: '진료 순서를 기다리시는 공간입니다. 편히 앉아 기다리실 수 있도록 좌석을 마련했으며, 대기 시간이 길어질 때는 직원이 미리 알려 드립니다.',
      en: 'This is where you wait for your turn. We have seats so that you can wait comfortably, and if the wait is going to be long, our staff will let you know in advance.',
      cn: '这里是等候就诊的空间。我们准备了座位，方便您舒适地等候；如等候时间较长，工作人员会提前告知。',
      jp: '診療の順番をお待ちいただく空間です。ゆったりお待ちいただけるよう座席をご用意しており、お待たせする時間が長くなる場合はスタッフが事前にお知らせします。',
    },
  },
  {
    illustration: 'clinic-consult',
    name: { ko: '진료·상담실', en: 'Consultation room', cn: '诊室·咨询室', jp: '診察・相談室' },
    alt: {
      ko: '책상을 사이에 두고 의사와 환자가 마주 앉은 진료실을 그린 일러스트',
      en: 'Illustration of a consultation room where a doctor and a patient sit facing each other across a desk',
      cn: '描绘医生和患者隔着桌子相对而坐的诊室插图',
      jp: '机をはさんで医師と患者が向かい合って座る診察室を描いたイラスト',
    },
    text: {
      ko: '의사가 증상과 병력을 여쭙고, 검사 결과와 치료 방법을 설명해 드리는 곳입니다. 궁금한 점은 이곳에서 충분히 질문해 주세요.',
      en: 'Here the doctor asks about your symptoms and medical history and explains the examination results and treatment options. Please ask as many questions as you need here.',
      cn: '医生在这里询问您的症状和病史，并说明检查结果和治疗方法。有任何疑问，请在这里充分提问。',
      jp: '医師が症状や病歴をお伺いし、検査結果や治療方法をご説明する部屋です。気になることはこちらで十分にご質問ください。',
    },
  },
  {
    illustration: 'clinic-ultrasound',
    name: { ko: '초음파 검사실', en: 'Ultrasound room', cn: '超声检查室', jp: 'エコー検査室' },
    alt: {
      ko: '검사용 침대 옆에 초음파 장비와 모니터가 놓인 검사실을 그린 일러스트',
      en: 'Illustration of an examination room with an ultrasound machine and monitor next to an examination bed',
      cn: '描绘检查床旁放置超声设备和显示器的检查室插图',
      jp: '検査用ベッドの横に超音波装置とモニターが置かれた検査室を描いたイラスト',
    },
    text: {
      ko: '의사가 직접 혈관 초음파 검사를 시행하는 공간입니다. 선 자세와 누운 자세에서 다리 정맥의 역류와 굵기를 확인합니다.',
      en: 'This is where the doctor performs the vascular ultrasound examination in person. We check reflux and the diameter of the leg veins while you stand and while you lie down.',
      cn: '这里是医生亲自进行血管超声检查的地方。我们会在站立和平躺的体位下确认腿部静脉的反流和粗细。',
      jp: '医師自身が血管エコー検査を行う部屋です。立った姿勢と横になった姿勢で、脚の静脈の逆流や太さを確認します。',
    },
  },
  {
    illustration: 'clinic-procedure',
    name: { ko: '시술실', en: 'Procedure room', cn: '治疗室', jp: '処置室' },
    alt: {
      ko: '시술대와 조명, 의료 장비가 갖추어진 시술실을 그린 일러스트',
      en: 'Illustration of a procedure room equipped with a procedure table, lights and medical equipment',
      cn: '描绘配备治疗床、照明灯和医疗设备的治疗室插图',
      jp: '処置台と照明、医療機器が備えられた処置室を描いたイラスト',
    },
    text: {
      ko: '초음파로 혈관을 보면서 수술·시술을 진행하는 공간입니다. 시술에 쓰는 기구는 정해진 절차에 따라 소독하고 관리합니다.',
      en: 'Surgery and procedures are carried out here while the veins are viewed with ultrasound. Instruments used for procedures are sterilised and managed according to set procedures.',
      cn: '这里是在超声引导下观察血管、进行手术和微创治疗的空间。治疗所用器械均按照规定流程进行消毒和管理。',
      jp: 'エコーで血管を見ながら手術・処置を行う部屋です。処置に使用する器具は、定められた手順に従って消毒・管理しています。',
    },
  },
  {
    illustration: 'clinic-recovery',
    name: { ko: '회복실', en: 'Recovery room', cn: '恢复室', jp: '回復室' },
    alt: {
      ko: '침대와 칸막이 커튼이 있는 회복 공간을 그린 일러스트',
      en: 'Illustration of a recovery area with beds and privacy curtains',
      cn: '描绘设有病床和隔帘的恢复区的插图',
      jp: 'ベッドと仕切りカーテンのある回復スペースを描いたイラスト',
    },
    text: {
      ko: '시술 후 잠시 누워 쉬시면서 몸 상태를 확인하는 공간입니다. 귀가 전에 주의 사항과 압박스타킹 착용 방법 등을 안내해 드립니다.',
      en: 'After a procedure you lie down and rest here for a while as we check how you are. Before you go home, we explain what to watch out for and how to wear compression stockings.',
      cn: '治疗后您可以在这里躺下休息片刻，同时确认身体状况。回家前，我们会向您说明注意事项以及医用弹力袜的穿戴方法等。',
      jp: '処置の後、しばらく横になって休みながら体調を確認する部屋です。お帰りの前に、注意事項や弾性ストッキングの着け方などをご案内します。',
    },
  },
  {
    illustration: 'clinic-hallway',
    name: { ko: '복도', en: 'Hallway', cn: '走廊', jp: '廊下' },
    alt: {
      ko: '진료 공간들을 잇는 밝은 복도를 그린 일러스트',
      en: 'Illustration of a bright hallway connecting the clinic rooms',
      cn: '描绘连接各诊疗空间的明亮走廊的插图',
      jp: '診療スペースをつなぐ明るい廊下を描いたイラスト',
    },
    text: {
      ko: '접수 공간과 진료실, 검사실, 시술실을 잇는 복도입니다. 처음 오신 분도 헤매지 않도록 직원이 필요한 곳으로 안내해 드립니다.',
      en: 'This hallway links the reception area with the consultation, ultrasound and procedure rooms. Our staff will guide you where you need to go, so even first-time visitors will not get lost.',
      cn: '这条走廊连接挂号区与诊室、检查室和治疗室。工作人员会把您引导到需要去的地方，初次来院也不必担心迷路。',
      jp: '受付と診察室、検査室、処置室をつなぐ廊下です。初めての方でも迷わないよう、スタッフが必要な場所へご案内します。',
    },
  },
  {
    illustration: 'clinic-parking',
    name: { ko: '주차장', en: 'Car park', cn: '停车场', jp: '駐車場' },
    alt: {
      ko: '건물 지하 주차장에 차가 세워져 있는 모습을 그린 일러스트',
      en: 'Illustration of cars parked in the building’s underground car park',
      cn: '描绘大楼地下停车场停放着车辆的插图',
      jp: '建物の地下駐車場に車が停まっている様子を描いたイラスト',
    },
    text: {
      ko: '{{parking}} 주차 후 엘리베이터를 이용해 병원으로 올라오세요.',
      en: '{{parking}} After parking, please take the lift up to the clinic.',
      cn: '{{parking}}停车后请乘电梯上楼到医院。',
      jp: '{{parking}}駐車後はエレベーターで医院までお上がりください。',
    },
  },
];
