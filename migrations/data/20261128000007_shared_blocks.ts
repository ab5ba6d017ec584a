// The blocks the surgery pages had word for word in common, in four languages (each once here, with
// the pages that show it), frozen for the data migration beside it: each becomes a shared text staff
// write once (page `shared/{key}`), and the pages name it instead of holding a copy.
export interface SharedBlockSeed {
  key: string;
  pages: string[];
  content: Record<
    string,
    { title: string; description: string; sections: Array<{ heading: string; blocks: unknown[] }> }
  >;
}

export const SHARED_BLOCKS: SharedBlockSeed[] = [
  {
    key: 'surgery-choice',
    pages: ['surgery/clarivein', 'surgery/rfa', 'surgery/laser'],
    content: {
      ko: {
        title: '공유: 치료 방법의 선택',
        description: '여러 수술 페이지에 함께 보이는 글입니다.',
        sections: [
          {
            heading: '공유: 치료 방법의 선택',
            blocks: [
              {
                kind: 'p',
                text: '최종적으로 어떤 방법이 맞는지는 정맥의 굵기와 위치, 모양, 전신 상태와 복용 중인 약을 함께 살펴 의사가 정합니다.',
              },
            ],
          },
        ],
      },
      en: {
        title: 'Shared: choosing the method',
        description: 'A text several surgery pages show.',
        sections: [
          {
            heading: 'Shared: choosing the method',
            blocks: [
              {
                kind: 'p',
                text: 'Which method suits you in the end is decided by the doctor after looking at the diameter, position and shape of the vein together with your general health and the medicines you take.',
              },
            ],
          },
        ],
      },
      cn: {
        title: '共用：治疗方法的选择',
        description: '多个手术页面共同显示的文字。',
        sections: [
          {
            heading: '共用：治疗方法的选择',
            blocks: [
              {
                kind: 'p',
                text: '具体适合哪种方法，将由医生综合考虑静脉的粗细、位置、形态，以及全身状况和正在服用的药物后决定。',
              },
            ],
          },
        ],
      },
      jp: {
        title: '共通：治療方法の選択',
        description: '複数の手術ページに共通して表示される文です。',
        sections: [
          {
            heading: '共通：治療方法の選択',
            blocks: [
              {
                kind: 'p',
                text: '実際にどの方法が合うかは、静脈の太さや位置、形、全身の状態や服用中の薬をあわせて確認し、医師が決めます。',
              },
            ],
          },
        ],
      },
    },
  },
  {
    key: 'nonthermal-time',
    pages: ['surgery/clarivein', 'surgery/flebogrif', 'surgery/venaseal'],
    content: {
      ko: {
        title: '공유: 비열 폐쇄술의 시술 시간',
        description: '여러 수술 페이지에 함께 보이는 글입니다.',
        sections: [
          {
            heading: '공유: 비열 폐쇄술의 시술 시간',
            blocks: [
              {
                kind: 'p',
                text: '시술 자체는 보통 {{duration.nonthermal}} 정도 걸리며, 준비와 시술 뒤 휴식을 포함하면 병원에 머무는 시간은 조금 더 깁니다. 당일은 다음 순서로 진행합니다.',
              },
            ],
          },
        ],
      },
      en: {
        title: 'Shared: how long a non-thermal closure takes',
        description: 'A text several surgery pages show.',
        sections: [
          {
            heading: 'Shared: how long a non-thermal closure takes',
            blocks: [
              {
                kind: 'p',
                text: 'The procedure itself usually takes about {{duration.nonthermal}}; including preparation and rest afterwards, you will be at the clinic a little longer. On the day, things go in this order.',
              },
            ],
          },
        ],
      },
      cn: {
        title: '共用：非热闭合术的治疗时间',
        description: '多个手术页面共同显示的文字。',
        sections: [
          {
            heading: '共用：非热闭合术的治疗时间',
            blocks: [
              {
                kind: 'p',
                text: '治疗本身通常需要{{duration.nonthermal}}左右，加上准备和术后休息，在医院停留的时间会稍长一些。当天按以下顺序进行。',
              },
            ],
          },
        ],
      },
      jp: {
        title: '共通：非熱閉塞術の治療時間',
        description: '複数の手術ページに共通して表示される文です。',
        sections: [
          {
            heading: '共通：非熱閉塞術の治療時間',
            blocks: [
              {
                kind: 'p',
                text: '治療そのものは通常{{duration.nonthermal}}ほどかかり、準備や治療後の休憩を含めると、院内で過ごす時間はもう少し長くなります。当日は次の順番で進めます。',
              },
            ],
          },
        ],
      },
    },
  },
  {
    key: 'nonthermal-walking',
    pages: ['surgery/clarivein', 'surgery/flebogrif'],
    content: {
      ko: {
        title: '공유: 비열 폐쇄술 뒤 걷기',
        description: '여러 수술 페이지에 함께 보이는 글입니다.',
        sections: [
          {
            heading: '공유: 비열 폐쇄술 뒤 걷기',
            blocks: [
              {
                kind: 'p',
                text: '시술 직후부터 걸을 수 있으며, 가벼운 걷기는 혈액순환과 회복에 도움이 됩니다. 일상생활로 돌아가는 시기는 하는 일과 회복 정도에 따라 개인차가 있습니다.',
              },
            ],
          },
        ],
      },
      en: {
        title: 'Shared: walking after a non-thermal closure',
        description: 'A text several surgery pages show.',
        sections: [
          {
            heading: 'Shared: walking after a non-thermal closure',
            blocks: [
              {
                kind: 'p',
                text: 'You can walk straight after the procedure, and light walking helps circulation and recovery. When you return to your daily routine varies from person to person, depending on your work and how you recover.',
              },
            ],
          },
        ],
      },
      cn: {
        title: '共用：非热闭合术后的行走',
        description: '多个手术页面共同显示的文字。',
        sections: [
          {
            heading: '共用：非热闭合术后的行走',
            blocks: [
              {
                kind: 'p',
                text: '治疗结束后即可行走，轻度步行有助于血液循环和恢复。恢复日常生活的时间因工作性质和恢复情况而因人而异。',
              },
            ],
          },
        ],
      },
      jp: {
        title: '共通：非熱閉塞術後の歩行',
        description: '複数の手術ページに共通して表示される文です。',
        sections: [
          {
            heading: '共通：非熱閉塞術後の歩行',
            blocks: [
              {
                kind: 'p',
                text: '治療直後から歩くことができ、軽いウォーキングは血液の流れと回復を助けます。日常生活に戻る時期は、お仕事の内容や回復の具合によって個人差があります。',
              },
            ],
          },
        ],
      },
    },
  },
  {
    key: 'surgery-warning-signs',
    pages: [
      'surgery/clarivein',
      'surgery/flebogrif',
      'surgery/venaseal',
      'surgery/rfa',
      'surgery/laser',
      'surgery/stripping',
    ],
    content: {
      ko: {
        title: '공유: 바로 연락해야 할 증상',
        description: '여러 수술 페이지에 함께 보이는 글입니다.',
        sections: [
          {
            heading: '공유: 바로 연락해야 할 증상',
            blocks: [
              {
                kind: 'note',
                text: '종아리나 허벅지가 갑자기 심하게 붓고 아프거나, 숨이 차거나 가슴이 아프거나, 상처에서 피가 멈추지 않거나 열이 나면 바로 병원에 연락하거나 가까운 응급실을 방문해 주세요.',
              },
            ],
          },
        ],
      },
      en: {
        title: 'Shared: signs to call us about at once',
        description: 'A text several surgery pages show.',
        sections: [
          {
            heading: 'Shared: signs to call us about at once',
            blocks: [
              {
                kind: 'note',
                text: 'If your calf or thigh suddenly becomes very swollen and painful, you become short of breath or have chest pain, a wound keeps bleeding, or you develop a fever, contact the clinic at once or go to the nearest emergency department.',
              },
            ],
          },
        ],
      },
      cn: {
        title: '共用：需要立即联系的症状',
        description: '多个手术页面共同显示的文字。',
        sections: [
          {
            heading: '共用：需要立即联系的症状',
            blocks: [
              {
                kind: 'note',
                text: '如果小腿或大腿突然严重肿胀疼痛、出现呼吸困难或胸痛、伤口出血不止或发热，请立即联系医院或前往附近的急诊科。',
              },
            ],
          },
        ],
      },
      jp: {
        title: '共通：すぐに連絡すべき症状',
        description: '複数の手術ページに共通して表示される文です。',
        sections: [
          {
            heading: '共通：すぐに連絡すべき症状',
            blocks: [
              {
                kind: 'note',
                text: 'ふくらはぎや太ももが急にひどく腫れて痛む、息苦しさや胸の痛みがある、傷からの出血が止まらない、熱が出たといった場合は、すぐに当院へ連絡するか、近くの救急外来を受診してください。',
              },
            ],
          },
        ],
      },
    },
  },
  {
    key: 'surgery-cost-note',
    pages: ['surgery/clarivein', 'surgery/flebogrif', 'surgery/venaseal', 'surgery/rfa', 'surgery/laser'],
    content: {
      ko: {
        title: '공유: 실제 비용 안내',
        description: '여러 수술 페이지에 함께 보이는 글입니다.',
        sections: [
          {
            heading: '공유: 실제 비용 안내',
            blocks: [
              {
                kind: 'note',
                text: '실제 비용은 한쪽 다리인지 양쪽 다리인지, 치료할 정맥의 개수와 범위, 곁가지 정맥류에 대한 추가 치료가 필요한지에 따라 달라집니다. 혈관 초음파 검사와 진찰을 마친 뒤 예상 비용을 자세히 설명해 드립니다.',
              },
            ],
          },
        ],
      },
      en: {
        title: 'Shared: what the cost depends on',
        description: 'A text several surgery pages show.',
        sections: [
          {
            heading: 'Shared: what the cost depends on',
            blocks: [
              {
                kind: 'note',
                text: 'The actual cost depends on whether one leg or both legs are treated, the number and length of the veins to be treated, and whether side-branch varicose veins need additional treatment. We explain the expected cost in detail after the vascular ultrasound examination and consultation.',
              },
            ],
          },
        ],
      },
      cn: {
        title: '共用：实际费用说明',
        description: '多个手术页面共同显示的文字。',
        sections: [
          {
            heading: '共用：实际费用说明',
            blocks: [
              {
                kind: 'note',
                text: '实际费用取决于治疗单腿还是双腿、需要治疗的静脉数量和范围，以及侧支静脉曲张是否需要追加治疗。完成血管超声检查和诊察后，我们会详细说明预计费用。',
              },
            ],
          },
        ],
      },
      jp: {
        title: '共通：実際の費用について',
        description: '複数の手術ページに共通して表示される文です。',
        sections: [
          {
            heading: '共通：実際の費用について',
            blocks: [
              {
                kind: 'note',
                text: '実際の費用は、片脚か両脚か、治療する静脈の本数と範囲、枝分かれした静脈瘤に追加の治療が必要かどうかによって変わります。血管超音波検査と診察を終えた後、見込みの費用を詳しくご説明します。',
              },
            ],
          },
        ],
      },
    },
  },
  {
    key: 'thermal-not-suitable',
    pages: ['surgery/rfa', 'surgery/laser'],
    content: {
      ko: {
        title: '공유: 열폐쇄술이 맞지 않는 경우',
        description: '여러 수술 페이지에 함께 보이는 글입니다.',
        sections: [
          {
            heading: '공유: 열폐쇄술이 맞지 않는 경우',
            blocks: [
              {
                kind: 'list',
                items: [
                  '급성 심부정맥혈전증이 있거나, 치료할 정맥 안에 혈전이 있는 분',
                  '임신 중이거나 수유 중인 분',
                  '정맥이 심하게 구불구불하거나, 피부 바로 아래에 있어 열에 의한 피부 손상이 걱정되는 경우',
                  '국소마취제에 알레르기 반응을 보인 적이 있는 분',
                  '다리로 가는 동맥 혈류가 크게 부족하거나, 시술 후 걷기가 어려운 분',
                ],
              },
            ],
          },
        ],
      },
      en: {
        title: 'Shared: when thermal ablation does not suit',
        description: 'A text several surgery pages show.',
        sections: [
          {
            heading: 'Shared: when thermal ablation does not suit',
            blocks: [
              {
                kind: 'list',
                items: [
                  'People with acute deep vein thrombosis, or a clot inside the vein to be treated',
                  'People who are pregnant or breastfeeding',
                  'When the vein is very twisted, or lies just under the skin so that heat damage to the skin is a concern',
                  'People who have had an allergic reaction to a local anaesthetic',
                  'People with markedly reduced arterial blood flow to the legs, or who will find it hard to walk after the procedure',
                ],
              },
            ],
          },
        ],
      },
      cn: {
        title: '共用：不适合热消融的情况',
        description: '多个手术页面共同显示的文字。',
        sections: [
          {
            heading: '共用：不适合热消融的情况',
            blocks: [
              {
                kind: 'list',
                items: [
                  '患有急性深静脉血栓，或需治疗的静脉内有血栓的人',
                  '怀孕或哺乳期间的人',
                  '静脉严重迂曲，或紧贴皮肤下方、担心热量损伤皮肤的情况',
                  '曾对局部麻醉药出现过敏反应的人',
                  '流向腿部的动脉血流明显不足，或治疗后难以行走的人',
                ],
              },
            ],
          },
        ],
      },
      jp: {
        title: '共通：熱焼灼術が適さない場合',
        description: '複数の手術ページに共通して表示される文です。',
        sections: [
          {
            heading: '共通：熱焼灼術が適さない場合',
            blocks: [
              {
                kind: 'list',
                items: [
                  '急性の深部静脈血栓症がある方、治療する静脈の中に血栓がある方',
                  '妊娠中または授乳中の方',
                  '静脈が強く曲がりくねっている場合や、皮膚のすぐ下にあって熱による皮膚のダメージが心配な場合',
                  '局所麻酔薬でアレルギー反応が出たことがある方',
                  '脚へ流れる動脈の血流が大きく不足している方、治療後に歩くことが難しい方',
                ],
              },
            ],
          },
        ],
      },
    },
  },
  {
    key: 'thermal-walking',
    pages: ['surgery/rfa', 'surgery/laser'],
    content: {
      ko: {
        title: '공유: 열폐쇄술 뒤 걷기',
        description: '여러 수술 페이지에 함께 보이는 글입니다.',
        sections: [
          {
            heading: '공유: 열폐쇄술 뒤 걷기',
            blocks: [
              {
                kind: 'p',
                text: '시술 당일부터 걸을 수 있으며, 가벼운 걷기는 혈액순환과 회복에 도움이 됩니다. 보통 하루에서 며칠 안에 일상생활로 돌아가지만, 하는 일과 회복 정도에 따라 개인차가 있습니다. 진정 약물을 쓴 날에는 직접 운전하지 않도록 계획해 주세요.',
              },
            ],
          },
        ],
      },
      en: {
        title: 'Shared: walking after thermal ablation',
        description: 'A text several surgery pages show.',
        sections: [
          {
            heading: 'Shared: walking after thermal ablation',
            blocks: [
              {
                kind: 'p',
                text: 'You can walk from the day of the procedure, and light walking helps circulation and recovery. Most people return to daily activities within a day to a few days, but this varies with your work and how you recover. If sedation is used, please plan not to drive yourself that day.',
              },
            ],
          },
        ],
      },
      cn: {
        title: '共用：热消融后的行走',
        description: '多个手术页面共同显示的文字。',
        sections: [
          {
            heading: '共用：热消融后的行走',
            blocks: [
              {
                kind: 'p',
                text: '治疗当天即可行走，轻度步行有助于血液循环和恢复。通常在一天到几天内恢复日常生活，但因工作性质和恢复情况而因人而异。如果使用了镇静药物，当天请不要自己开车。',
              },
            ],
          },
        ],
      },
      jp: {
        title: '共通：熱焼灼術後の歩行',
        description: '複数の手術ページに共通して表示される文です。',
        sections: [
          {
            heading: '共通：熱焼灼術後の歩行',
            blocks: [
              {
                kind: 'p',
                text: '治療当日から歩くことができ、軽いウォーキングは血液の流れと回復を助けます。通常は1日から数日で日常生活に戻りますが、お仕事の内容や回復の具合によって個人差があります。鎮静薬を使った日は、ご自身で運転しないよう計画してください。',
              },
            ],
          },
        ],
      },
    },
  },
];
