/**
 * Demo FAQs (자주 묻는 질문) for the clinic website, in four languages.
 *
 * Answers are plain text with paragraphs separated by a blank line, stored as HTML by the seed
 * (plainToHtml in api/src/services/html). Korean is the source. The opening hours are named
 * (`{{hours.summary}}`) and filled in from the settings. Numbers (fees, durations, parking floors)
 * are the clinic's published figures only; no success or recurrence rates and no
 * outcome promises (Korean medical advertising law).
 */
import type { Translated } from './terms';

export type FaqCategory = 'disease' | 'exam' | 'treatment' | 'cost' | 'visit';

export const faqCategoryNames: Record<FaqCategory, Translated> = {
  disease: { ko: '질환', en: 'Conditions', cn: '疾病', jp: '疾患' },
  exam: { ko: '검사', en: 'Examinations', cn: '检查', jp: '検査' },
  treatment: { ko: '치료', en: 'Treatment', cn: '治疗', jp: '治療' },
  cost: { ko: '비용', en: 'Costs', cn: '费用', jp: '費用' },
  visit: { ko: '진료 안내', en: 'Visiting the Clinic', cn: '就诊指南', jp: '診療案内' },
};

export interface DemoFaq {
  category: FaqCategory;
  /** Order within the category, starting at 1. */
  position: number;
  question: Translated;
  /** Plain text, paragraphs separated by a blank line (stored as HTML). */
  answer: Translated;
}

/** Joins paragraphs with a blank line. */
const p = (...paragraphs: string[]): string => paragraphs.join('\n\n');

export const demoFaqs: DemoFaq[] = [
  // ------------------------------------------------------------------------------------------
  // 질환 (disease)
  // ------------------------------------------------------------------------------------------
  {
    category: 'disease',
    position: 1,
    question: {
      ko: '하지정맥류는 유전되나요?',
      en: 'Are varicose veins hereditary?',
      cn: '下肢静脉曲张会遗传吗？',
      jp: '下肢静脈瘤は遺伝しますか？',
    },
    answer: {
      ko: p(
        '가족 중에 하지정맥류가 있으면 생길 가능성이 더 높은 것으로 알려져 있어, 가족력은 중요한 위험 요인 중 하나입니다. 다만 가족력이 있다고 해서 모두 하지정맥류가 생기는 것은 아닙니다.',
        '나이, 임신과 출산, 오래 서 있거나 앉아 있는 생활, 체중 증가 등도 다리 정맥의 판막 기능에 영향을 줄 수 있습니다. 가족력이 있으면서 다리가 자주 붓거나 무겁고 혈관이 도드라져 보인다면 혈관 초음파 검사로 상태를 확인해 보시기를 권해 드립니다.',
      ),
      en: p(
        'Varicose veins are known to be more likely if someone in your family has them, so family history is one of the important risk factors. Having a family history does not mean, however, that everyone will develop varicose veins.',
        'Age, pregnancy and childbirth, long hours of standing or sitting, and weight gain can also affect the valves of the leg veins. If you have a family history and your legs often swell or feel heavy, or your veins look prominent, we recommend checking your condition with a vascular ultrasound scan.',
      ),
      cn: p(
        '已知家族中有人患下肢静脉曲张时，患病的可能性更高，因此家族史是重要的危险因素之一。但有家族史并不意味着所有人都会患下肢静脉曲张。',
        '年龄、怀孕和分娩、长时间站立或久坐的生活方式、体重增加等，也会影响腿部静脉瓣膜的功能。如果有家族史，同时腿部经常肿胀、沉重，或血管明显凸起，建议通过血管超声检查确认状态。',
      ),
      jp: p(
        'ご家族に下肢静脈瘤の方がいると発症しやすいことが知られており、家族歴は重要な危険因子の一つです。ただし、家族歴があるからといって、すべての方に下肢静脈瘤ができるわけではありません。',
        '年齢、妊娠と出産、長時間の立ち仕事や座りっぱなしの生活、体重の増加なども、脚の静脈の弁の働きに影響することがあります。家族歴があり、脚がよくむくむ、重い、血管が浮き出て見えるといった場合は、血管超音波検査で状態を確認されることをおすすめします。',
      ),
    },
  },
  {
    category: 'disease',
    position: 2,
    question: {
      ko: '치료하지 않고 두면 더 나빠지나요?',
      en: 'Will it get worse if left untreated?',
      cn: '如果不治疗，会越来越严重吗？',
      jp: '治療せずに放っておくと悪化しますか？',
    },
    answer: {
      ko: p(
        '하지정맥류는 시간이 지나면서 서서히 진행하는 경우가 많지만, 진행 속도는 개인에 따라 차이가 크며 오랫동안 크게 변하지 않는 분도 있습니다.',
        '진행하면 다리 부종이 심해지고, 발목 주변 피부가 갈색으로 변하는 색소침착이나 습진, 피부가 딱딱해지는 변화가 생길 수 있으며, 드물게 잘 낫지 않는 궤양으로 이어지기도 합니다. 혈관에 염증과 혈전이 생기는 혈전정맥염이 나타날 수도 있습니다.',
        '모든 하지정맥류가 바로 수술이 필요한 것은 아니므로, 검사로 현재 상태를 확인한 뒤 치료 여부와 시기를 의사와 상의하시기 바랍니다.',
      ),
      en: p(
        'Varicose veins often progress slowly over time, but the speed varies greatly from person to person, and in some people they change little for a long time.',
        'As they progress, leg swelling can get worse, and skin changes can appear, such as brown pigmentation around the ankles, eczema or hardening of the skin; rarely, this leads to ulcers that are slow to heal. Thrombophlebitis, in which a vein becomes inflamed and a clot forms, can also occur.',
        'Not every case of varicose veins needs surgery right away, so please check your current condition with an examination and then discuss with the doctor whether and when to treat.',
      ),
      cn: p(
        '下肢静脉曲张往往会随时间慢慢进展，但进展速度因人而异，差别很大，也有人在很长时间内变化不大。',
        '病情进展后，腿部水肿可能加重，脚踝周围皮肤可能出现发褐的色素沉着、湿疹或皮肤变硬等变化，少数情况下还会发展为难以愈合的溃疡。也可能出现静脉发炎并形成血栓的血栓性静脉炎。',
        '并非所有下肢静脉曲张都需要立即手术，请先通过检查确认目前的状态，再与医生商量是否治疗以及治疗时机。',
      ),
      jp: p(
        '下肢静脈瘤は時間とともにゆっくり進行することが多いものの、進行の速さには大きな個人差があり、長い間あまり変化しない方もいます。',
        '進行すると脚のむくみが強くなり、足首のまわりの皮膚が茶色くなる色素沈着や湿疹、皮膚が硬くなる変化が生じることがあり、まれに治りにくい潰瘍につながることもあります。静脈に炎症と血栓が生じる血栓性静脈炎が起こることもあります。',
        'すべての下肢静脈瘤がすぐに手術を必要とするわけではありません。検査で現在の状態を確認したうえで、治療の要否や時期を医師とご相談ください。',
      ),
    },
  },
  {
    category: 'disease',
    position: 3,
    question: {
      ko: '다리에 튀어나온 혈관이 없어도 하지정맥류일 수 있나요?',
      en: 'Can I have varicose veins even if no veins are bulging on my legs?',
      cn: '腿上没有凸起的血管，也可能是下肢静脉曲张吗？',
      jp: '脚に浮き出た血管がなくても下肢静脈瘤のことはありますか？',
    },
    answer: {
      ko: p(
        '네, 그럴 수 있습니다. 피부 깊은 곳에 있는 대복재정맥이나 소복재정맥의 판막에 문제가 생겨 피가 거꾸로 흐르는 역류가 있어도, 겉으로는 혈관이 잘 보이지 않는 경우가 있습니다.',
        '이런 경우 다리가 무겁고 쉽게 피로해지거나, 저녁이면 붓고, 밤에 종아리에 쥐가 나는 등의 증상으로 나타나기도 합니다. 다만 이러한 증상은 다른 원인으로도 생길 수 있으므로, 혈관 초음파 검사로 정맥 역류가 있는지 확인하는 것이 필요합니다.',
      ),
      en: p(
        'Yes, you can. Even when the valves of the great or small saphenous vein, which lie deeper under the skin, fail and blood flows backwards (reflux), the veins may not be easy to see from the outside.',
        'In such cases it may show up as symptoms such as legs that feel heavy and tire easily, swelling in the evening, or calf cramps at night. These symptoms can have other causes as well, however, so a vascular ultrasound scan is needed to check whether there is venous reflux.',
      ),
      cn: p(
        '是的，有可能。位于皮肤较深处的大隐静脉或小隐静脉的瓣膜出现问题、血液发生倒流（反流）时，从外表也可能看不太出血管。',
        '这种情况下，可能表现为腿部沉重、容易疲劳，傍晚肿胀，夜间小腿抽筋等症状。但这些症状也可能由其他原因引起，因此需要通过血管超声检查确认是否存在静脉反流。',
      ),
      jp: p(
        'はい、あります。皮膚の深いところにある大伏在静脈や小伏在静脈の弁に問題が生じ、血液が逆流していても、外からは血管があまり見えないことがあります。',
        'このような場合、脚が重く疲れやすい、夕方になるとむくむ、夜にふくらはぎがつるといった症状として現れることがあります。ただし、これらの症状はほかの原因でも起こるため、血管超音波検査で静脈の逆流があるかを確認することが必要です。',
      ),
    },
  },
  {
    category: 'disease',
    position: 4,
    question: {
      ko: '거미줄처럼 보이는 가는 혈관도 하지정맥류인가요?',
      en: 'Are thin veins that look like spider webs also varicose veins?',
      cn: '像蜘蛛网一样的细小血管也是下肢静脉曲张吗？',
      jp: 'クモの巣のように見える細い血管も下肢静脈瘤ですか？',
    },
    answer: {
      ko: p(
        '피부 가까이에 보이는 지름 1mm 미만의 붉거나 푸른 가는 혈관은 모세혈관확장증(거미양 정맥)이라고 하며, 만성 정맥 질환을 분류하는 CEAP 분류에서 C1 단계에 해당합니다.',
        '주로 미용상의 문제인 경우가 많지만 깊은 곳의 정맥 역류와 함께 나타나기도 하므로 초음파 검사로 확인해 보는 것이 좋습니다. 치료가 필요하면 폴리도카놀 등 경화제를 주사하는 경화요법을 고려할 수 있으며, 멍, 색소침착, 드물게 알레르기 반응 등이 생길 수 있습니다.',
      ),
      en: p(
        'Thin red or blue vessels less than 1 mm across that can be seen close to the skin are called telangiectasias (spider veins). In the CEAP classification of chronic venous disease they correspond to stage C1.',
        'They are often mainly a cosmetic concern, but they can appear together with deeper venous reflux, so it is a good idea to check with an ultrasound scan. If treatment is needed, sclerotherapy, in which a sclerosant such as polidocanol is injected, may be considered; bruising, pigmentation and, rarely, allergic reactions can occur.',
      ),
      cn: p(
        '皮肤表面可见的直径不到1mm的红色或蓝色细小血管称为毛细血管扩张（蜘蛛状静脉），在慢性静脉疾病的CEAP分类中属于C1期。',
        '这种情况多为美观方面的问题，但也可能与深处的静脉反流同时出现，因此建议通过超声检查确认。如需治疗，可考虑注射聚多卡醇等硬化剂的硬化疗法，可能出现淤青、色素沉着，少数情况下可能出现过敏反应等。',
      ),
      jp: p(
        '皮膚の近くに見える直径1mm未満の赤や青の細い血管は毛細血管拡張症（クモの巣状静脈）と呼ばれ、慢性静脈疾患を分類するCEAP分類ではC1に当たります。',
        '主に見た目の問題であることが多いものの、深いところの静脈の逆流と一緒に現れることもあるため、超音波検査で確認することをおすすめします。治療が必要な場合は、ポリドカノールなどの硬化剤を注射する硬化療法を検討することがあり、内出血、色素沈着、まれにアレルギー反応などが起こることがあります。',
      ),
    },
  },
  {
    category: 'disease',
    position: 5,
    question: {
      ko: '치료한 뒤에 다시 생길 수도 있나요?',
      en: 'Can varicose veins come back after treatment?',
      cn: '治疗后还会复发吗？',
      jp: '治療した後に再発することはありますか？',
    },
    answer: {
      ko: p(
        '네, 재발할 수 있습니다. 치료한 혈관이 다시 열리거나, 다른 정맥에 새로 역류가 생기거나, 치료 당시 문제가 크지 않았던 혈관이 시간이 지나면서 진행할 수 있기 때문입니다. 재발 여부와 정도는 개인에 따라 차이가 있습니다.',
        '치료 후에도 정기적으로 진료와 초음파 검사를 받으시면 변화를 일찍 확인하고 필요한 조치를 할 수 있습니다. 오래 서 있거나 앉아 있는 시간 줄이기, 걷기 운동, 다리 올리고 쉬기, 체중 관리를 함께 실천하시면 도움이 됩니다.',
      ),
      en: p(
        'Yes, they can recur. A treated vein can reopen, new reflux can develop in another vein, or veins that were not a major problem at the time of treatment can progress over time. Whether recurrence happens, and to what degree, differs from person to person.',
        'Regular check-ups with an ultrasound scan after treatment let changes be found early and dealt with as needed. It also helps to spend less time standing or sitting for long periods, walk regularly, rest with your legs raised and manage your weight.',
      ),
      cn: p(
        '是的，可能会复发。因为治疗过的血管可能重新开通，其他静脉可能出现新的反流，治疗时问题不大的血管也可能随时间进展。是否复发以及复发程度因人而异。',
        '治疗后定期复诊并接受超声检查，可以尽早发现变化并采取必要的措施。同时减少长时间站立或久坐、坚持步行运动、抬高双腿休息、控制体重，也会有所帮助。',
      ),
      jp: p(
        'はい、再発することがあります。治療した血管が再び開通したり、ほかの静脈に新たに逆流が生じたり、治療時には大きな問題がなかった血管が時間とともに進行したりすることがあるためです。再発の有無や程度には個人差があります。',
        '治療後も定期的に診察と超音波検査を受けていただくと、変化を早めに確認して必要な対応ができます。長時間立ったり座ったりする時間を減らす、ウォーキングをする、脚を上げて休む、体重を管理するといったことも役立ちます。',
      ),
    },
  },

  // ------------------------------------------------------------------------------------------
  // 검사 (exam)
  // ------------------------------------------------------------------------------------------
  {
    category: 'exam',
    position: 1,
    question: {
      ko: '혈관 초음파(듀플렉스 초음파) 검사는 어떤 검사인가요?',
      en: 'What is a vascular (duplex) ultrasound scan?',
      cn: '血管超声（双功超声）检查是什么样的检查？',
      jp: '血管超音波（デュプレックス超音波）検査とはどのような検査ですか？',
    },
    answer: {
      ko: p(
        '듀플렉스 초음파는 혈관의 모양을 보는 초음파와 피의 흐름을 보는 도플러 초음파를 함께 사용하는 검사로, 하지정맥류 진단의 기본이 되는 검사입니다. 대복재정맥, 소복재정맥, 관통정맥 등 다리 정맥의 굵기와 판막 기능을 확인하고, 심부정맥에 혈전이 있는지도 살펴봅니다.',
        '역류는 선 자세에서 잘 나타나므로 주로 서서 검사하며, 종아리를 눌렀다 놓으며 피가 거꾸로 흐르는 시간을 잽니다. 표재정맥에서 역류가 0.5초보다 길게 이어지면 판막 기능에 이상이 있다고 판단합니다. 검사 결과를 바탕으로 의사가 치료 필요 여부와 방법을 결정합니다.',
      ),
      en: p(
        'A duplex ultrasound scan combines ultrasound that shows the shape of the vessels with Doppler ultrasound that shows blood flow, and it is the basic test for diagnosing varicose veins. It checks the size and valve function of the leg veins, such as the great and small saphenous veins and the perforating veins, and also looks for clots in the deep veins.',
        'Because reflux shows up more clearly when you are upright, the scan is mostly done standing, and the time blood flows backwards is measured while the calf is squeezed and released. Reflux lasting longer than 0.5 seconds in a superficial vein indicates abnormal valve function. Based on the results, the doctor decides whether treatment is needed and which method to use.',
      ),
      cn: p(
        '双功超声是同时使用观察血管形态的超声和观察血流的多普勒超声的检查，是诊断下肢静脉曲张的基础检查。它可以确认大隐静脉、小隐静脉、穿通静脉等腿部静脉的粗细和瓣膜功能，并检查深静脉内是否有血栓。',
        '由于反流在站立时更容易显现，检查主要采取站立姿势，通过按压小腿后松开来测量血液倒流的时间。浅静脉反流持续超过0.5秒时，判断为瓣膜功能异常。医生根据检查结果决定是否需要治疗以及治疗方法。',
      ),
      jp: p(
        'デュプレックス超音波は、血管の形を見る超音波と血液の流れを見るドプラ超音波を組み合わせた検査で、下肢静脈瘤の診断の基本となる検査です。大伏在静脈、小伏在静脈、穿通枝などの脚の静脈の太さと弁の働きを確認し、深部静脈に血栓がないかも調べます。',
        '逆流は立った姿勢で現れやすいため、主に立った状態で検査し、ふくらはぎを押して離しながら血液が逆流する時間を測ります。表在静脈で逆流が0.5秒より長く続く場合は、弁の働きに異常があると判断します。検査結果をもとに、医師が治療の必要性と方法を決めます。',
      ),
    },
  },
  {
    category: 'exam',
    position: 2,
    question: {
      ko: '검사할 때 아프지는 않나요?',
      en: 'Does the examination hurt?',
      cn: '检查时会痛吗？',
      jp: '検査は痛くありませんか？',
    },
    answer: {
      ko: p(
        '혈관 초음파 검사는 바늘을 쓰거나 방사선을 쬐는 검사가 아닙니다. 다리에 젤을 바르고 탐촉자를 피부에 대어 움직이며 검사하므로, 대부분 눌리는 느낌 정도를 느끼십니다.',
        '역류를 확인하기 위해 종아리를 손으로 눌렀다 놓는 동작을 반복하는데, 다리가 많이 붓거나 염증이 있으면 누를 때 불편감이 있을 수 있습니다. 불편하시면 언제든지 말씀해 주세요. 검사 시간은 다리 상태와 검사 범위에 따라 달라집니다.',
      ),
      en: p(
        'A vascular ultrasound scan does not use needles or radiation. Gel is applied to the leg and a probe is moved over the skin, so most people feel only some pressure.',
        'To check for reflux, the calf is squeezed by hand and released several times; if your leg is very swollen or inflamed, this may feel uncomfortable. Please tell us at any time if it does. How long the scan takes depends on the condition of your legs and the area examined.',
      ),
      cn: p(
        '血管超声检查不使用针头，也没有放射线照射。检查时在腿上涂抹凝胶，将探头贴在皮肤上移动，大多数人只会感到被按压。',
        '为确认反流，检查中会反复用手按压小腿后松开；如果腿部肿胀严重或有炎症，按压时可能会感到不适。如有不适，请随时告诉我们。检查时间因腿部状态和检查范围而异。',
      ),
      jp: p(
        '血管超音波検査は、針を使ったり放射線を浴びたりする検査ではありません。脚にゼリーを塗り、プローブを皮膚に当てて動かしながら検査するため、ほとんどの方は押される感覚がある程度です。',
        '逆流を確認するため、ふくらはぎを手で押して離す動作を繰り返しますが、脚のむくみが強い場合や炎症がある場合は、押したときに不快感があることがあります。つらいときはいつでもお知らせください。検査時間は脚の状態や検査範囲によって異なります。',
      ),
    },
  },
  {
    category: 'exam',
    position: 3,
    question: {
      ko: '검사 전에 준비할 것이 있나요?',
      en: 'Do I need to prepare for the examination?',
      cn: '检查前需要做什么准备吗？',
      jp: '検査の前に準備することはありますか？',
    },
    answer: {
      ko: p(
        '다리 정맥 초음파 검사는 금식 등 특별한 준비가 필요하지 않습니다. 허벅지부터 발목까지 살펴보므로 벗거나 걷어 올리기 편한 옷차림으로 오시면 좋고, 압박스타킹을 신고 계시면 검사 전에 벗게 됩니다.',
        '복용 중인 약이 있거나(특히 혈액을 묽게 하는 약), 이전에 다리 정맥 치료를 받았거나 혈전을 진단받은 적이 있으면 미리 알려 주세요. 다른 병원에서 받은 검사 결과지가 있으면 가져오시면 참고가 됩니다.',
      ),
      en: p(
        'A leg vein ultrasound scan needs no special preparation such as fasting. As the area from the thigh to the ankle is examined, it helps to wear clothes that are easy to take off or roll up, and if you are wearing compression stockings you will be asked to take them off before the scan.',
        'Please let us know in advance if you take any medicines (especially blood thinners), or if you have had leg vein treatment or been diagnosed with a blood clot before. If you have test reports from another hospital, please bring them for reference.',
      ),
      cn: p(
        '腿部静脉超声检查无需禁食等特别准备。由于检查范围从大腿到脚踝，建议穿着便于脱下或卷起的衣服；如正在穿着压力袜，检查前需要脱下。',
        '如您正在服用药物（特别是抗凝血等稀释血液的药物），或以前接受过腿部静脉治疗、被诊断过血栓，请事先告知。如有在其他医院做过的检查报告，请一并带来以供参考。',
      ),
      jp: p(
        '脚の静脈の超音波検査には、絶食などの特別な準備は必要ありません。太ももから足首まで調べるため、脱いだりまくり上げたりしやすい服装でお越しいただくとよく、弾性ストッキングを着用されている場合は検査の前に脱いでいただきます。',
        '服用中のお薬がある場合（特に血液をサラサラにする薬）や、以前に脚の静脈の治療を受けたことや血栓と診断されたことがある場合は、事前にお知らせください。他の医療機関で受けた検査結果があれば、お持ちいただくと参考になります。',
      ),
    },
  },
  {
    category: 'exam',
    position: 4,
    question: {
      ko: '검사에서 역류가 보이면 꼭 수술을 해야 하나요?',
      en: 'If the scan shows reflux, do I have to have surgery?',
      cn: '检查发现反流，就一定要做手术吗？',
      jp: '検査で逆流が見つかったら、必ず手術が必要ですか？',
    },
    answer: {
      ko: p(
        '그렇지 않습니다. 치료 여부는 역류의 정도와 범위뿐 아니라 증상, 피부 변화, 생활에서 느끼는 불편 등을 함께 고려하여 결정합니다.',
        '증상이 가볍다면 압박스타킹 착용과 생활 습관 관리 등 보존적 치료를 하면서 경과를 지켜볼 수 있습니다. 증상이 있고 역류가 뚜렷하거나 피부 변화가 나타난 경우에는 시술이나 수술을 고려합니다. 검사 결과를 보고 의사와 충분히 상의하신 뒤 결정하시면 됩니다.',
      ),
      en: p(
        'No. Whether to treat is decided by considering not only the degree and extent of reflux but also your symptoms, any skin changes and how much it affects your daily life.',
        'If your symptoms are mild, conservative treatment such as wearing compression stockings and adjusting your lifestyle can be tried while watching how things develop. If you have symptoms and clear reflux, or skin changes have appeared, a procedure or surgery is considered. You can decide after reviewing the results and talking it through with the doctor.',
      ),
      cn: p(
        '不一定。是否治疗不仅要考虑反流的程度和范围，还要综合考虑症状、皮肤变化以及对日常生活造成的不便等。',
        '如果症状较轻，可以在穿着压力袜、调整生活习惯等保守治疗的同时观察病情变化。如果有症状且反流明显，或已出现皮肤变化，则会考虑微创治疗或手术。您可以在查看检查结果并与医生充分商量后再作决定。',
      ),
      jp: p(
        'そうとは限りません。治療するかどうかは、逆流の程度や範囲だけでなく、症状、皮膚の変化、生活上の不便さなどをあわせて考えて決めます。',
        '症状が軽い場合は、弾性ストッキングの着用や生活習慣の見直しなどの保存的治療を行いながら経過をみることができます。症状があり逆流がはっきりしている場合や、皮膚の変化が現れている場合は、カテーテル治療や手術を検討します。検査結果をご覧いただき、医師と十分にご相談のうえお決めください。',
      ),
    },
  },

  // ------------------------------------------------------------------------------------------
  // 치료 (treatment)
  // ------------------------------------------------------------------------------------------
  {
    category: 'treatment',
    position: 1,
    question: {
      ko: '어떤 치료 방법이 저에게 맞나요?',
      en: 'Which treatment is right for me?',
      cn: '哪种治疗方法适合我？',
      jp: 'どの治療方法が自分に合っていますか？',
    },
    answer: {
      ko: p(
        '치료 방법은 혈관 초음파 검사 결과를 바탕으로 진찰한 의사가 결정합니다. 역류가 있는 혈관의 위치와 굵기, 혈관이 구불구불한 정도, 피부 상태, 전신 건강과 복용 중인 약, 생활 여건 등을 함께 고려합니다.',
        '저희 의원에서는 클라리베인(ClariVein), 플레보그리프(Flebogrif), 베나실(VenaSeal), 고주파 열폐쇄술, 레이저 열폐쇄술, 발거술을 시행하며, 필요에 따라 경화요법이나 압박치료를 함께 하기도 합니다. 각 방법의 특징과 예상되는 부작용, 비용을 설명해 드리고 상의하여 정합니다.',
      ),
      en: p(
        'The treatment method is decided by the doctor who examines you, based on the results of the vascular ultrasound scan. The location and size of the veins with reflux, how tortuous they are, the condition of your skin, your general health and medicines, and your circumstances are all taken into account.',
        'Our clinic performs ClariVein, Flebogrif, VenaSeal, radiofrequency ablation, endovenous laser ablation and stripping, sometimes combined with sclerotherapy or compression therapy as needed. We explain the features, possible side effects and costs of each method and decide together with you.',
      ),
      cn: p(
        '治疗方法由为您诊察的医生根据血管超声检查结果决定。医生会综合考虑有反流的血管的位置和粗细、血管的弯曲程度、皮肤状态、全身健康状况和正在服用的药物、生活条件等。',
        '本院开展ClariVein、Flebogrif、VenaSeal、射频闭合术、激光闭合术和剥脱术，必要时还会配合硬化疗法或压迫治疗。我们会说明每种方法的特点、可能出现的副作用和费用，与您商量后决定。',
      ),
      jp: p(
        '治療方法は、血管超音波検査の結果をもとに診察した医師が決めます。逆流のある血管の位置と太さ、血管の蛇行の程度、皮膚の状態、全身の健康状態と服用中の薬、生活の状況などをあわせて考えます。',
        '当院では、ClariVein（クラリベイン）、Flebogrif（フレボグリフ）、VenaSeal（ベナシール）、高周波焼灼術、レーザー焼灼術、ストリッピング手術を行っており、必要に応じて硬化療法や圧迫療法を組み合わせることもあります。それぞれの方法の特徴、起こりうる副作用、費用をご説明し、ご相談のうえで決めます。',
      ),
    },
  },
  {
    category: 'treatment',
    position: 2,
    question: {
      ko: '수술하지 않고 치료할 수는 없나요?',
      en: 'Can varicose veins be treated without surgery?',
      cn: '可以不做手术进行治疗吗？',
      jp: '手術をせずに治療することはできませんか？',
    },
    answer: {
      ko: p(
        '증상이 가볍거나 당장 시술이 어려운 경우에는 의료용 압박스타킹 착용, 다리 올리고 쉬기, 걷기 운동, 체중 관리 등 보존적 치료를 먼저 할 수 있습니다. 이러한 방법은 부기와 무거운 느낌 같은 증상을 줄이는 데 도움이 되지만, 이미 손상된 판막 기능을 되돌리지는 못합니다.',
        '작은 정맥류나 가는 혈관에는 초음파를 보면서 폴리도카놀 등 경화제를 주사하는 경화요법을 할 수 있으며, 멍, 색소침착, 정맥염 등이 생길 수 있습니다. 어떤 방법이 적합한지는 검사 후 의사와 상의해 주세요.',
      ),
      en: p(
        'If your symptoms are mild, or a procedure is difficult for now, conservative treatment such as medical compression stockings, resting with your legs raised, walking and weight management can be tried first. These help reduce symptoms such as swelling and heaviness, but they cannot restore valves that are already damaged.',
        'Small varicose veins and thin vessels can be treated with sclerotherapy, in which a sclerosant such as polidocanol is injected under ultrasound guidance; bruising, pigmentation and phlebitis can occur. Please discuss with the doctor after the examination which method suits you.',
      ),
      cn: p(
        '如果症状较轻，或暂时难以接受微创治疗，可以先采取穿着医用压力袜、抬高双腿休息、步行运动、控制体重等保守治疗。这些方法有助于减轻肿胀、沉重感等症状，但无法恢复已经受损的瓣膜功能。',
        '对于较小的静脉曲张或细小血管，可以在超声引导下注射聚多卡醇等硬化剂进行硬化疗法，可能出现淤青、色素沉着、静脉炎等。哪种方法适合您，请在检查后与医生商量。',
      ),
      jp: p(
        '症状が軽い場合や、すぐに治療を受けることが難しい場合は、医療用弾性ストッキングの着用、脚を上げて休む、ウォーキング、体重管理などの保存的治療から始めることができます。これらはむくみや重だるさなどの症状を和らげるのに役立ちますが、すでに傷んだ弁の働きを元に戻すことはできません。',
        '小さな静脈瘤や細い血管には、超音波で確認しながらポリドカノールなどの硬化剤を注射する硬化療法を行うことができ、内出血、色素沈着、静脈炎などが起こることがあります。どの方法が適しているかは、検査後に医師とご相談ください。',
      ),
    },
  },
  {
    category: 'treatment',
    position: 3,
    question: {
      ko: '시술 시간은 얼마나 걸리나요?',
      en: 'How long does the procedure take?',
      cn: '手术需要多长时间？',
      jp: '治療にはどのくらい時間がかかりますか？',
    },
    answer: {
      ko: p(
        '시술 자체에 걸리는 시간은 방법에 따라 대략 다음과 같습니다. 클라리베인, 플레보그리프, 베나실은 30~40분, 레이저 열폐쇄술과 고주파 열폐쇄술은 30~60분, 발거술은 40~60분 정도입니다.',
        '치료하는 다리가 한쪽인지 양쪽인지, 치료할 혈관의 수와 범위에 따라 시간이 달라질 수 있습니다. 시술 전 준비와 마취, 시술 후 회복과 주의사항 안내에 드는 시간이 더 필요하므로, 내원하실 때 시간을 여유 있게 잡아 주세요.',
      ),
      en: p(
        'The procedure itself takes roughly the following time, depending on the method: 30–40 minutes for ClariVein, Flebogrif and VenaSeal, 30–60 minutes for endovenous laser ablation and radiofrequency ablation, and about 40–60 minutes for stripping.',
        'The time can vary depending on whether one leg or both are treated and on the number and extent of the veins treated. Extra time is needed for preparation and anaesthesia beforehand and for recovery and aftercare instructions afterwards, so please allow plenty of time for your visit.',
      ),
      cn: p(
        '手术本身所需时间因方法而异，大致如下：ClariVein、Flebogrif、VenaSeal约30~40分钟，激光闭合术和射频闭合术约30~60分钟，剥脱术约40~60分钟。',
        '所需时间可能因治疗一条腿还是两条腿，以及治疗血管的数量和范围而有所不同。此外，术前准备和麻醉、术后恢复及注意事项说明还需要额外时间，来院时请预留充足的时间。',
      ),
      jp: p(
        '治療そのものにかかる時間は、方法によっておおよそ次のとおりです。ClariVein、Flebogrif、VenaSealは30~40分、レーザー焼灼術と高周波焼灼術は30~60分、ストリッピング手術は40~60分程度です。',
        '治療するのが片脚か両脚か、治療する血管の数や範囲によって時間が変わることがあります。治療前の準備と麻酔、治療後の回復と注意事項のご説明にも時間がかかりますので、ご来院の際は時間に余裕をもってお越しください。',
      ),
    },
  },
  {
    category: 'treatment',
    position: 4,
    question: {
      ko: '시술 후 언제부터 걷고, 샤워나 운동, 비행기 탑승을 할 수 있나요?',
      en: 'After the procedure, when can I walk, shower, exercise or fly?',
      cn: '术后什么时候可以走路、洗澡、运动或乘坐飞机？',
      jp: '治療後、歩く、シャワー、運動、飛行機の搭乗はいつからできますか？',
    },
    answer: {
      ko: p(
        '시술 방법에 따라 다르지만, 대개 혈전 예방을 위해 시술 당일부터 가볍게 걷는 것을 권해 드립니다. 일상생활은 비교적 일찍 시작하실 수 있으나, 회복 속도는 시술 방법과 개인에 따라 차이가 있습니다.',
        '샤워, 운동, 사우나와 목욕, 장거리 비행을 시작하는 시기는 시술 방법, 상처 상태, 압박스타킹 착용 여부에 따라 달라지므로 시술 후 개별적으로 안내해 드립니다. 장시간 비행은 다리 정맥에 혈전이 생길 위험을 높일 수 있으니, 여행 계획이 있으시면 시술 일정을 정할 때 미리 말씀해 주세요.',
      ),
      en: p(
        'It depends on the method, but we usually recommend light walking from the day of the procedure to help prevent blood clots. You can generally return to daily activities fairly soon, though recovery differs with the method and from person to person.',
        'When you can start showering, exercising, using saunas or baths, and taking long flights depends on the method, how the wounds are healing and whether you wear compression stockings, so we give individual advice after the procedure. Long flights can raise the risk of clots in the leg veins, so if you have travel plans, please tell us when scheduling the procedure.',
      ),
      cn: p(
        '具体因方法而异，但为预防血栓，通常建议从手术当天起进行轻度步行。一般可以较早恢复日常生活，但恢复速度因手术方法和个人情况而有所不同。',
        '何时可以开始洗澡、运动、桑拿和泡澡以及长途飞行，取决于手术方法、伤口状况以及是否需要穿压力袜，我们会在术后分别为您说明。长时间飞行可能增加腿部静脉形成血栓的风险，如有出行计划，请在安排手术日程时提前告知。',
      ),
      jp: p(
        '治療方法によって異なりますが、通常は血栓を予防するため、治療当日から軽く歩くことをおすすめしています。日常生活には比較的早く戻ることができますが、回復の速さは治療方法や個人によって差があります。',
        'シャワー、運動、サウナや入浴、長距離の飛行機の利用を始める時期は、治療方法、傷の状態、弾性ストッキングの着用の有無によって異なるため、治療後に個別にご案内します。長時間の飛行は脚の静脈に血栓ができるリスクを高めることがあるため、旅行のご予定がある場合は、治療日程を決める際に前もってお知らせください。',
      ),
    },
  },
  {
    category: 'treatment',
    position: 5,
    question: {
      ko: '시술 후에 압박스타킹을 꼭 신어야 하나요?',
      en: 'Do I have to wear compression stockings after the procedure?',
      cn: '术后一定要穿压力袜吗？',
      jp: '治療後は必ず弾性ストッキングをはく必要がありますか？',
    },
    answer: {
      ko: p(
        '시술 방법과 다리 상태에 따라 다릅니다. 고주파·레이저 열폐쇄술, 경화제를 사용하는 클라리베인과 플레보그리프, 발거술, 경화요법 후에는 멍과 부기를 줄이고 회복을 돕기 위해 일정 기간 압박스타킹 착용을 권하는 경우가 많습니다. 의료용 접착제로 혈관을 막는 베나실은 시술 후 압박스타킹을 신지 않는 경우도 있습니다.',
        '착용 여부와 기간, 압박 강도는 시술 후 의사가 안내해 드립니다.',
      ),
      en: p(
        'It depends on the method and the condition of your legs. After radiofrequency or laser ablation, ClariVein and Flebogrif (which use a sclerosant), stripping and sclerotherapy, compression stockings are often recommended for a period to reduce bruising and swelling and support recovery. After VenaSeal, which closes the vein with a medical adhesive, stockings are sometimes not needed.',
        'The doctor will tell you after the procedure whether to wear them, for how long and at what compression level.',
      ),
      cn: p(
        '这取决于治疗方法和腿部状况。射频或激光闭合术、使用硬化剂的ClariVein和Flebogrif、剥脱术以及硬化疗法后，为减轻淤青和肿胀、促进恢复，通常建议在一段时间内穿着压力袜。用医用胶闭合血管的VenaSeal，术后有时不需要穿压力袜。',
        '是否需要穿着、穿着多长时间以及压力等级，医生会在术后为您说明。',
      ),
      jp: p(
        '治療方法と脚の状態によって異なります。高周波・レーザー焼灼術、硬化剤を使用するClariVeinとFlebogrif、ストリッピング手術、硬化療法の後は、内出血やむくみを抑えて回復を助けるため、一定期間の弾性ストッキングの着用をおすすめすることが多くあります。医療用接着剤で血管を閉じるVenaSealは、治療後に弾性ストッキングを着用しない場合もあります。',
        '着用の要否と期間、圧迫の強さは、治療後に医師がご案内します。',
      ),
    },
  },
  {
    category: 'treatment',
    position: 6,
    question: {
      ko: '시술 후에 생길 수 있는 부작용은 무엇인가요?',
      en: 'What side effects can occur after the procedure?',
      cn: '术后可能出现哪些副作用？',
      jp: '治療後に起こりうる副作用にはどのようなものがありますか？',
    },
    answer: {
      ko: p(
        '모든 시술과 수술에는 부작용이 생길 수 있습니다. 흔한 것으로는 치료 부위의 멍, 누르면 아픈 압통, 당기는 느낌, 부기가 있으며 대부분 시간이 지나면서 줄어듭니다. 치료한 혈관을 따라 생기는 정맥염이나 피부 색소침착이 나타날 수 있고, 열을 이용하는 방법이나 발거술 후에는 주변 신경이 자극되어 저리거나 감각이 둔해질 수 있습니다.',
        '베나실은 접착제에 대한 알레르기 반응이 생길 수 있으며, 드물게 심부정맥혈전증이 생길 수 있습니다. 시술 후 다리가 갑자기 심하게 붓거나 아프거나 숨이 차면 바로 연락해 주세요.',
      ),
      en: p(
        'Any procedure or operation can have side effects. Common ones are bruising, tenderness when pressed, a pulling sensation and swelling in the treated area, which mostly ease over time. Phlebitis along the treated vein or skin pigmentation can appear, and after heat-based methods or stripping, nearby nerves can be irritated, causing tingling or numbness.',
        'VenaSeal can cause an allergic reaction to the adhesive, and deep vein thrombosis can occur in rare cases. If your leg suddenly becomes very swollen or painful, or you feel short of breath after the procedure, please contact us right away.',
      ),
      cn: p(
        '任何微创治疗和手术都可能出现副作用。常见的有治疗部位淤青、按压痛、牵拉感和肿胀，大多会随时间减轻。可能出现沿治疗血管发生的静脉炎或皮肤色素沉着；采用热能的方法或剥脱术后，周围神经可能受到刺激，出现麻木或感觉迟钝。',
        'VenaSeal可能引起对医用胶的过敏反应，少数情况下可能发生深静脉血栓。术后如腿部突然严重肿胀、疼痛或出现呼吸困难，请立即与我们联系。',
      ),
      jp: p(
        'どの治療や手術にも副作用が起こる可能性があります。よくあるものとして、治療部位の内出血、押すと痛む圧痛、突っ張る感じ、むくみがあり、多くは時間とともに軽くなります。治療した血管に沿って静脈炎が起こることや皮膚の色素沈着が現れることがあり、熱を使う方法やストリッピング手術の後は、周りの神経が刺激されてしびれや感覚の鈍さが出ることがあります。',
        'VenaSealでは接着剤に対するアレルギー反応が起こることがあり、まれに深部静脈血栓症が起こることがあります。治療後に脚が急にひどくむくんだり痛んだりした場合や、息苦しさがある場合は、すぐにご連絡ください。',
      ),
    },
  },

  // ------------------------------------------------------------------------------------------
  // 비용 (cost)
  // ------------------------------------------------------------------------------------------
  {
    category: 'cost',
    position: 1,
    question: {
      ko: '하지정맥류 수술에 건강보험이 적용되나요?',
      en: 'Is varicose vein surgery covered by national health insurance?',
      cn: '下肢静脉曲张手术可以使用韩国国民健康保险吗？',
      jp: '下肢静脈瘤の手術に健康保険は適用されますか？',
    },
    answer: {
      ko: p(
        '수술 방법 가운데 발거술은 건강보험이 적용되며, 비용은 280만~350만 원입니다.',
        '클라리베인, 플레보그리프, 베나실(각 600만~650만 원), 레이저 열폐쇄술(330만~350만 원), 고주파 열폐쇄술(380만~420만 원)은 건강보험이 적용되지 않는 비급여 진료입니다.',
        '실제 비용은 치료 범위와 방법에 따라 달라지며, 검사 후 치료 계획을 정할 때 미리 안내해 드립니다. 비급여 진료비는 홈페이지의 비용 안내에서 언제든지 확인하실 수 있습니다.',
      ),
      en: p(
        'Among the surgical methods, stripping is covered by national health insurance, and its cost is 2.8–3.5 million won.',
        'ClariVein, Flebogrif and VenaSeal (6.0–6.5 million won each), endovenous laser ablation (3.3–3.5 million won) and radiofrequency ablation (3.8–4.2 million won) are non-covered treatments that national health insurance does not pay for.',
        'The actual cost depends on the extent and method of treatment, and we tell you in advance when the treatment plan is made after the examination. Non-covered fees can be checked at any time on the Costs page of our website.',
      ),
      cn: p(
        '在各种手术方法中，剥脱术适用韩国国民健康保险，费用为280万~350万韩元。',
        'ClariVein、Flebogrif、VenaSeal（各600万~650万韩元）、激光闭合术（330万~350万韩元）、射频闭合术（380万~420万韩元）属于不适用国民健康保险的非医保项目。',
        '实际费用因治疗范围和方法而异，我们会在检查后制定治疗计划时提前告知。非医保诊疗费用可随时在本院网站的费用指南中查看。',
      ),
      jp: p(
        '手術方法のうち、ストリッピング手術には韓国の国民健康保険が適用され、費用は280万~350万ウォンです。',
        'ClariVein、Flebogrif、VenaSeal（各600万~650万ウォン）、レーザー焼灼術（330万~350万ウォン）、高周波焼灼術（380万~420万ウォン）は、健康保険が適用されない保険適用外（非給付）の診療です。',
        '実際の費用は治療の範囲や方法によって異なり、検査後に治療計画を決める際に前もってご案内します。保険適用外の診療費は、ホームページの費用案内でいつでもご確認いただけます。',
      ),
    },
  },
  {
    category: 'cost',
    position: 2,
    question: {
      ko: '실손보험으로 청구할 수 있나요?',
      en: 'Can I claim the cost on my private medical indemnity insurance (silson insurance)?',
      cn: '可以用实损医疗保险理赔吗？',
      jp: '実損医療保険で請求できますか？',
    },
    answer: {
      ko: p(
        '실손의료보험의 보상 여부는 가입하신 상품의 약관과 가입 시기, 보험회사의 심사에 따라 달라지므로 저희 의원에서 보상 여부를 확정해 드리기는 어렵습니다. 미용 목적의 치료는 보상에서 제외되는 경우가 많으니, 치료 전에 보험회사에 먼저 문의해 보시기를 권해 드립니다.',
        '보험 청구에 필요한 진료비 영수증, 진료비 세부산정내역서, 진단서, 소견서 등은 요청하시면 발급해 드립니다. 보험회사마다 요구하는 서류가 다를 수 있으니 미리 확인해 오시면 편리합니다.',
      ),
      en: p(
        "Whether private medical indemnity (silson) insurance pays depends on the terms of your policy, when you took it out and the insurer's assessment, so our clinic cannot confirm whether you will be reimbursed. Treatment for cosmetic purposes is often excluded, so we recommend asking your insurer before treatment.",
        "On request, we issue the documents needed for a claim, such as receipts, itemized statements of medical fees, medical certificates and doctor's opinions. As insurers may ask for different documents, it helps to check in advance.",
      ),
      cn: p(
        '实损医疗保险能否理赔，取决于您所投保产品的条款、投保时间以及保险公司的审核，因此本院难以确定能否理赔。以美容为目的的治疗往往不在理赔范围内，建议在治疗前先向保险公司咨询。',
        '理赔所需的诊疗费收据、诊疗费明细单、诊断书、医生意见书等，您提出申请后本院即可开具。各保险公司要求的材料可能不同，建议事先确认。',
      ),
      jp: p(
        '実損医療保険の補償の可否は、ご加入の商品の約款や加入時期、保険会社の審査によって異なるため、当院で補償の可否を確定してお伝えすることは困難です。美容目的の治療は補償の対象外となることが多いため、治療の前に保険会社へお問い合わせいただくことをおすすめします。',
        '保険請求に必要な診療費の領収書、診療費の明細書、診断書、所見書などは、ご依頼いただければ発行いたします。保険会社によって求められる書類が異なることがありますので、事前にご確認いただくと便利です。',
      ),
    },
  },
  {
    category: 'cost',
    position: 3,
    question: {
      ko: '검사와 주사 치료 비용은 얼마인가요?',
      en: 'How much do the examination and injection treatment cost?',
      cn: '检查和注射治疗的费用是多少？',
      jp: '検査や注射治療の費用はいくらですか？',
    },
    answer: {
      ko: p(
        '비급여 진료비 기준으로 혈관 초음파 검사는 10만 원입니다. 초음파를 보면서 주사하는 치료는 10만~50만 원, 수술 중 시행하는 초음파는 30만~300만 원이며, 치료 범위 등에 따라 달라집니다.',
        '검사 후 치료가 필요한 경우에는 예상 비용을 미리 설명해 드립니다. 전체 비급여 진료비는 홈페이지의 비용 안내에서 확인하실 수 있습니다.',
      ),
      en: p(
        'According to our non-covered fee schedule, a vascular ultrasound scan costs 100,000 won. Ultrasound-guided injection treatment costs 100,000–500,000 won and intra-operative ultrasound 300,000–3,000,000 won, depending on the extent of treatment and other factors.',
        'If treatment is needed after the examination, we explain the expected cost in advance. The full list of non-covered fees is on the Costs page of our website.',
      ),
      cn: p(
        '按照本院非医保诊疗费用标准，血管超声检查为10万韩元。超声引导下注射治疗为10万~50万韩元，术中超声为30万~300万韩元，具体因治疗范围等而异。',
        '检查后如需治疗，我们会提前说明预计费用。全部非医保诊疗费用可在本院网站的费用指南中查看。',
      ),
      jp: p(
        '保険適用外の診療費の基準で、血管超音波検査は10万ウォンです。超音波で確認しながら行う注射治療は10万~50万ウォン、手術中に行う超音波は30万~300万ウォンで、治療の範囲などによって異なります。',
        '検査の結果、治療が必要な場合は、見込みの費用を前もってご説明します。保険適用外の診療費の一覧は、ホームページの費用案内でご確認いただけます。',
      ),
    },
  },
  {
    category: 'cost',
    position: 4,
    question: {
      ko: '같은 시술인데 비용이 왜 범위로 안내되나요?',
      en: 'Why are costs shown as a range for the same procedure?',
      cn: '同一种手术，为什么费用是一个范围？',
      jp: '同じ治療なのに、なぜ費用に幅があるのですか？',
    },
    answer: {
      ko: p(
        '비용은 치료하는 다리가 한쪽인지 양쪽인지, 치료할 혈관의 수와 길이, 함께 필요한 경화요법 등 추가 처치에 따라 달라지기 때문에 범위로 안내하고 있습니다.',
        '정확한 비용은 혈관 초음파 검사로 치료 범위를 확인한 뒤, 치료를 결정하시기 전에 자세히 설명해 드립니다. 궁금하신 점은 상담 때 편하게 물어봐 주세요.',
      ),
      en: p(
        'We show costs as a range because they depend on whether one leg or both are treated, the number and length of the veins treated, and any additional treatment needed, such as sclerotherapy.',
        'Once the extent of treatment has been confirmed with a vascular ultrasound scan, we explain the exact cost in detail before you decide on treatment. Please feel free to ask any questions during your consultation.',
      ),
      cn: p(
        '费用会因治疗一条腿还是两条腿、治疗血管的数量和长度，以及是否需要同时进行硬化疗法等追加处置而有所不同，因此以范围的形式告知。',
        '通过血管超声检查确认治疗范围后，我们会在您决定治疗之前详细说明准确费用。如有疑问，欢迎在咨询时随时提出。',
      ),
      jp: p(
        '費用は、治療するのが片脚か両脚か、治療する血管の数や長さ、あわせて必要となる硬化療法などの追加処置によって異なるため、幅をもたせてご案内しています。',
        '正確な費用は、血管超音波検査で治療範囲を確認したうえで、治療を決められる前に詳しくご説明します。ご不明な点は、相談の際にお気軽にお尋ねください。',
      ),
    },
  },

  // ------------------------------------------------------------------------------------------
  // 진료 안내 (visit)
  // ------------------------------------------------------------------------------------------
  {
    category: 'visit',
    position: 1,
    question: {
      ko: '진료를 받으려면 예약해야 하나요?',
      en: 'Do I need an appointment?',
      cn: '就诊需要预约吗？',
      jp: '診療を受けるには予約が必要ですか？',
    },
    answer: {
      ko: p(
        '예약 없이 오셔도 진료를 받으실 수 있지만 대기 시간이 길어질 수 있어, 미리 예약하시기를 권해 드립니다. 예약은 대표번호({{phone}})로 전화해 주시거나, 홈페이지에서 상담 신청을 남겨 주시면 확인 후 연락드립니다.',
        '예약을 변경하거나 취소하실 때에도 미리 연락해 주시면 다른 환자분들의 진료 일정 조정에 도움이 됩니다.',
      ),
      en: p(
        'You can be seen without an appointment, but as the wait may be long, we recommend booking in advance. To book, call our main number ({{phone}}), or leave a consultation request on our website and we will contact you after reviewing it.',
        'If you need to change or cancel your appointment, letting us know in advance helps us arrange the schedule for other patients.',
      ),
      cn: p(
        '未预约也可以就诊，但等候时间可能较长，建议提前预约。预约请拨打本院代表电话（{{phone}}），或在本院网站提交咨询申请，我们确认后会与您联系。',
        '如需变更或取消预约，也请提前联系我们，这有助于我们为其他患者安排就诊时间。',
      ),
      jp: p(
        '予約なしでご来院いただいても診療を受けられますが、待ち時間が長くなることがあるため、事前のご予約をおすすめします。ご予約は代表番号（{{phone}}）へお電話いただくか、ホームページから相談をお申し込みいただければ、確認後にご連絡いたします。',
        '予約の変更やキャンセルの際も前もってご連絡いただくと、ほかの患者さんの診療日程の調整に役立ちます。',
      ),
    },
  },
  {
    category: 'visit',
    position: 2,
    question: {
      ko: '토요일에도 진료하나요? 진료 시간이 궁금합니다.',
      en: 'Are you open on Saturdays? What are your hours?',
      cn: '周六也看诊吗？想了解一下诊疗时间。',
      jp: '土曜日も診療していますか？診療時間を教えてください。',
    },
    answer: {
      ko: p(
        '요일별 진료 시간은 다음과 같습니다: {{hours.summary}}.',
        '토요일에는 대기 시간이 길어질 수 있으니 미리 예약해 주시면 좋습니다. 명절 등 휴진 일정은 공지사항에서 안내해 드립니다.',
      ),
      en: p(
        'Our opening hours are: {{hours.summary}}.',
        'Waiting times can be longer on Saturdays, so booking in advance is a good idea. Closures for holidays are announced in our notices.',
      ),
      cn: p(
        '各天的诊疗时间如下：{{hours.summary}}。',
        '周六等候时间可能较长，建议提前预约。节日等休诊安排会在公告中通知。',
      ),
      jp: p(
        '曜日ごとの診療時間は次のとおりです：{{hours.summary}}。',
        '土曜日は待ち時間が長くなることがありますので、事前にご予約いただくと安心です。連休などの休診日程はお知らせでご案内します。',
      ),
    },
  },
  {
    category: 'visit',
    position: 3,
    question: {
      ko: '주차할 수 있나요?',
      en: 'Is parking available?',
      cn: '可以停车吗？',
      jp: '駐車場はありますか？',
    },
    answer: {
      ko: p(
        '네, 건물 지하 2층부터 지하 5층까지 무료로 주차하실 수 있습니다.',
        '다만 시술 당일에는 마취와 회복 상태에 따라 직접 운전하시기 어려울 수 있습니다. 시술을 받으시는 날에는 가능하면 보호자와 함께 오시거나 대중교통을 이용하시기를 권해 드립니다. 자세한 내용은 시술 일정을 정할 때 안내해 드립니다.',
      ),
      en: p(
        'Yes, free parking is available on basement levels B2 to B5 of the building.',
        'On the day of a procedure, however, you may not be able to drive yourself, depending on the anaesthesia and how you recover. On the day of your procedure, we recommend coming with a companion or using public transport if possible. We will give you details when scheduling the procedure.',
      ),
      cn: p(
        '可以，大楼地下2层至地下5层可免费停车。',
        '但手术当天，根据麻醉和恢复情况，您可能不便自己开车。接受手术当天，建议尽量由家属陪同或乘坐公共交通前来。详细事项会在安排手术日程时告知。',
      ),
      jp: p(
        'はい、建物の地下2階から地下5階まで無料でご利用いただけます。',
        'ただし治療当日は、麻酔や回復の状態によってご自身での運転が難しい場合があります。治療を受けられる日は、できればご家族などの付き添いの方と一緒にお越しいただくか、公共交通機関のご利用をおすすめします。詳しくは治療日程を決める際にご案内します。',
      ),
    },
  },
  {
    category: 'visit',
    position: 4,
    question: {
      ko: '처음 방문할 때 무엇을 가져가야 하나요?',
      en: 'What should I bring on my first visit?',
      cn: '初次就诊需要带什么？',
      jp: '初めて受診するときは何を持っていけばよいですか？',
    },
    answer: {
      ko: p(
        '건강보험 본인 확인을 위해 신분증을 꼭 가져와 주세요. 다른 병원에서 받은 혈관 초음파 등 검사 결과지나 영상 자료, 복용 중인 약의 목록이나 약 봉투가 있으면 함께 가져오시면 진료에 참고가 됩니다.',
        '평소 신는 압박스타킹이 있으면 가져오셔도 좋습니다. 다리를 검사하기 쉽도록 벗거나 걷어 올리기 편한 옷차림으로 오시기를 권해 드립니다.',
      ),
      en: p(
        'Please be sure to bring an ID card so we can confirm your national health insurance eligibility. If you have test reports or images, such as a vascular ultrasound from another hospital, or a list of your medicines or your medicine packets, please bring them too, as they help with your care.',
        'You are also welcome to bring the compression stockings you usually wear. We recommend clothes that are easy to take off or roll up so that your legs can be examined easily.',
      ),
      cn: p(
        '为确认健康保险本人身份，请务必携带身份证件。如有在其他医院做过的血管超声等检查报告或影像资料、正在服用的药物清单或药袋，请一并带来，以供诊疗参考。',
        '如有平时穿的压力袜，也可以带来。为方便检查腿部，建议穿着便于脱下或卷起的衣服。',
      ),
      jp: p(
        '健康保険の本人確認のため、身分証明書を必ずお持ちください。他の医療機関で受けた血管超音波などの検査結果や画像資料、服用中のお薬の一覧やお薬の袋があれば、一緒にお持ちいただくと診療の参考になります。',
        'ふだん着用している弾性ストッキングがあれば、お持ちいただいても結構です。脚を検査しやすいよう、脱いだりまくり上げたりしやすい服装でお越しいただくことをおすすめします。',
      ),
    },
  },
  {
    category: 'visit',
    position: 5,
    question: {
      ko: '홈페이지에서 상담을 신청할 수 있나요?',
      en: 'Can I request a consultation on the website?',
      cn: '可以在网站上申请咨询吗？',
      jp: 'ホームページから相談を申し込めますか？',
    },
    answer: {
      ko: p(
        '네, 홈페이지의 상담 신청 양식에 이름과 연락처, 관심 있는 진료, 궁금하신 내용을 남겨 주시면 확인 후 연락드립니다. 상담 신청 내용은 공개되지 않으며, 접수일로부터 1년 동안 보관한 뒤 파기합니다.',
        '온라인 상담에서는 진료 절차와 예약에 관한 안내를 도와드리며, 증상에 대한 판단은 내원하셔서 진찰과 검사를 받으신 뒤에 가능합니다. 급한 증상이 있으시면 전화로 문의해 주세요.',
      ),
      en: p(
        'Yes. Leave your name, contact details, the treatment you are interested in and your question in the consultation request form on our website, and we will contact you after reviewing it. Consultation requests are not made public and are kept for 1 year from receipt and then destroyed.',
        'Online consultations can help with information about procedures and appointments; an assessment of your symptoms is possible only after you visit and are examined. If your symptoms are urgent, please call us.',
      ),
      cn: p(
        '可以。在本院网站的咨询申请表格中留下姓名、联系方式、感兴趣的诊疗项目和想咨询的内容，我们确认后会与您联系。咨询申请内容不会公开，自受理之日起保存1年后销毁。',
        '在线咨询可为您提供诊疗流程和预约方面的说明，对症状的判断需要您来院接受诊察和检查后才能进行。如有紧急症状，请致电咨询。',
      ),
      jp: p(
        'はい、ホームページの相談申込フォームに、お名前、ご連絡先、関心のある診療、お聞きになりたい内容をご記入いただければ、確認後にご連絡いたします。相談の内容は公開されず、受付日から1年間保管した後に破棄します。',
        'オンライン相談では診療の流れや予約についてご案内しており、症状についての判断は、ご来院のうえ診察と検査を受けていただいた後に可能となります。急ぎの症状がある場合は、お電話でお問い合わせください。',
      ),
    },
  },
];
