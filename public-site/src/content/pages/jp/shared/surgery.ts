import type { Block, SurgeryPage } from '../../../types';

/** Texts that several surgery pages share word for word; one correction here reaches every page using it. */

/** Section headings, in page order (stripping words four of them its own way: "operation"). */
export const headings = {
  howItWorks: 'どのような仕組みで治療するのですか',
  suitable: 'このような方に検討します',
  notSuitable: '合わない可能性がある場合',
  procedureDay: '治療当日の流れ',
  afterCare: '治療後の過ごし方',
  sideEffects: '起こりうる副作用',
  cost: '費用のご案内',
};
export const factLabels: SurgeryPage['factLabels'] = {
  duration: '施術時間',
  anesthesia: '麻酔',
  cost: '費用',
  insurance: '健康保険',
  recovery: '日常生活への復帰',
};

// Who it may suit.
export const refluxCriteria: Block = {
  kind: 'p',
  text: '血管超音波検査で大伏在静脈や小伏在静脈に0.5秒より長い逆流が確認され、脚の重さ、むくみ、こむら返りなどの症状や目に見える静脈瘤がある方に検討します。特に次のような場合に適しています。',
};
export const methodDecision: Block = {
  kind: 'p',
  text: '実際にどの方法が合うかは、静脈の太さや位置、形、全身の状態や服用中の薬をあわせて確認し、医師が決めます。',
};

// When it may not be suitable.
export const arterialFlow = '脚へ流れる動脈の血流が大きく不足している方、治療後に歩くことが難しい方';

// The day of the procedure.
export const checkIn =
  '受付の後、体調と服用中の薬を確認し、治療内容をあらためてご説明したうえで同意書に記入していただきます。';
export const ultrasoundMarking = '血管超音波で治療する静脈の位置と範囲を確認し、皮膚に印をつけます。';

// After the procedure.
export const avoidStrain = '数日間は、激しい運動、サウナや熱いお風呂、飲みすぎを避けてください。';
export const ultrasoundFollowUp =
  '決められた日に来院し、超音波で静脈がきちんと閉じているか、深部静脈に血栓ができていないかを確認します。';

// Possible side effects.
export const deepVeinThrombosis = '深部静脈血栓症（まれ）';
export const emergencyNote: Block = {
  kind: 'note',
  text: 'ふくらはぎや太ももが急にひどく腫れて痛む、息苦しさや胸の痛みがある、傷からの出血が止まらない、熱が出たといった場合は、すぐに当院へ連絡するか、近くの救急外来を受診してください。',
};

// Cost.
export const costNote: Block = {
  kind: 'note',
  text: '実際の費用は、片脚か両脚か、治療する静脈の本数と範囲、枝分かれした静脈瘤に追加の治療が必要かどうかによって変わります。血管超音波検査と診察を終えた後、見込みの費用を詳しくご説明します。',
};
