/**
 * Demo terms and policies (약관) for the clinic website, in four languages.
 *
 * Body format (plain text): paragraphs are separated by a blank line, a line starting with '## ' is
 * a heading and lines starting with '- ' are list items; the seed stores it as HTML (plainToHtml in
 * api/src/services/html). Korean is the source; the en/cn/jp bodies open with a paragraph saying
 * the Korean version prevails. Company names of processors ('○○ 주식회사'), the privacy officer and
 * the contact details are placeholders the clinic replaces in the console.
 */

export type Translated = { ko: string; en: string; cn: string; jp: string };

export interface DemoTerm {
  code: 'terms-of-use' | 'privacy-policy' | 'privacy-consent' | 'marketing-consent' | 'consultation-consent';
  /** Version label, the effective date as YYYY-MM-DD. */
  version: string;
  /** Whether the user must agree (consents shown at sign-up or on a form). */
  required: boolean;
  title: Translated;
  /** Plain text, see the file comment for the format. */
  body: Translated;
  /** ISO 8601 UTC timestamp. */
  effectiveAt: string;
}

const VERSION = '2026-11-01';
const EFFECTIVE_AT = '2026-11-01T00:00:00.000Z';

// ---------------------------------------------------------------------------------------------
// 이용약관 (terms of use)
// ---------------------------------------------------------------------------------------------

const TERMS_OF_USE_KO = `## 제1조(목적)

이 약관은 서울하지정맥 흉부외과의원(이하 "의원")이 운영하는 웹사이트(이하 "사이트")에서 제공하는 회원 서비스의 이용과 관련하여 의원과 회원의 권리·의무 및 책임, 이용 조건과 절차, 그 밖에 필요한 사항을 정하는 것을 목적으로 합니다.

## 제2조(정의)

이 약관에서 사용하는 용어의 뜻은 다음과 같습니다.

- "사이트"란 의원이 진료 안내, 상담 신청, 공지사항 등의 정보를 제공하기 위하여 운영하는 웹사이트를 말합니다.
- "이용자"란 사이트에 접속하여 이 약관에 따라 의원이 제공하는 서비스를 이용하는 회원과 비회원을 말합니다.
- "회원"이란 이 약관에 동의하고 회원가입을 하여 아이디를 부여받은 사람을 말하며, 개인회원, 기관회원, 해외회원으로 구분합니다.
- "기관회원"이란 기업, 단체 등 기관에 소속된 회원으로서 사업자등록증과 재직증명서를 제출하여 소속을 확인받은 회원을 말합니다.
- "해외회원"이란 대한민국 밖에 거주하는 회원을 말합니다.
- "아이디"란 회원을 식별하고 서비스를 이용할 수 있도록 회원이 정하고 의원이 승인한 문자와 숫자의 조합을 말합니다.
- "비밀번호"란 회원이 본인임을 확인하고 회원 정보를 보호하기 위하여 회원이 정한 문자, 숫자, 특수문자의 조합을 말합니다.
- "게시물"이란 회원이 사이트에 올린 글, 사진, 파일 등 모든 형태의 정보를 말합니다.

## 제3조(약관의 게시와 개정)

① 의원은 이용자가 이 약관의 내용을 쉽게 알 수 있도록 사이트의 초기 화면 또는 연결 화면에 게시합니다.

② 의원은 「약관의 규제에 관한 법률」, 「정보통신망 이용촉진 및 정보보호 등에 관한 법률」 등 관계 법령을 위반하지 않는 범위에서 이 약관을 개정할 수 있습니다.

③ 의원이 약관을 개정하는 경우에는 적용일자와 개정 사유를 밝혀 적용일 7일 전부터 사이트에 공지합니다. 다만 회원에게 불리한 내용으로 변경하는 경우에는 적용일 30일 전부터 공지하고, 등록된 이메일이나 문자메시지 등으로 회원에게 개별적으로 알립니다.

④ 의원이 제3항에 따라 알리면서 적용일까지 거부 의사를 밝히지 않으면 동의한 것으로 본다고 함께 안내했는데도 회원이 거부 의사를 밝히지 않으면 개정 약관에 동의한 것으로 봅니다. 개정 약관에 동의하지 않는 회원은 탈퇴할 수 있습니다.

## 제4조(서비스의 내용)

① 의원이 사이트에서 제공하는 서비스는 다음과 같습니다.

- 의원과 의료진 소개, 질환과 치료 방법, 비급여 진료비 등 진료에 관한 안내 정보 제공
- 온라인 상담 신청의 접수와 답변
- 공지사항, 자주 묻는 질문 등 게시판 운영
- 회원이 작성하는 게시물의 등록과 관리
- 그 밖에 의원이 정하여 사이트에 안내하는 서비스

② 사이트에서 제공하는 건강과 질환에 관한 정보는 이해를 돕기 위한 일반적인 안내이며, 의사의 진찰을 대신하지 않습니다. 진단과 치료 방법은 내원하여 혈관 초음파 검사 등 진찰을 받은 뒤 의사가 결정하며, 치료 결과와 회복 과정은 개인에 따라 차이가 있습니다.

③ 온라인 상담의 답변은 일반적인 안내에 그치며 진단이나 처방에 해당하지 않습니다. 의원에서 받는 진료에 관하여는 이 약관이 아니라 「의료법」 등 관계 법령이 정하는 바에 따릅니다.

## 제5조(회원가입)

① 이용자는 의원이 정한 가입 양식에 회원 정보를 입력하고, 이 약관과 개인정보 수집·이용에 동의한 뒤 본인 확인 절차를 거쳐 회원가입을 신청합니다.

② 만 14세 미만인 사람은 회원으로 가입할 수 없습니다.

③ 기관회원으로 가입하려는 사람은 기관명과 함께 사업자등록증과 재직증명서를 제출하여야 하며, 의원은 제출된 서류를 확인한 뒤 가입을 승인합니다.

④ 의원은 다음 각 호에 해당하는 신청은 승낙하지 않을 수 있으며, 가입한 뒤에 이러한 사실이 확인되면 회원 자격을 제한할 수 있습니다.

- 다른 사람의 명의나 정보를 이용하여 신청한 경우
- 허위 정보를 기재하거나 의원이 요청한 내용을 기재하지 않은 경우
- 만 14세 미만인 경우
- 이 약관에 따라 회원 자격을 잃은 사람이 다시 신청한 경우. 다만 의원이 재가입을 승낙한 경우는 예외로 합니다.
- 그 밖에 관계 법령을 위반하거나 부정한 목적으로 신청한 경우

⑤ 회원가입은 의원이 가입 신청을 승낙한 때에 성립합니다.

## 제6조(회원 정보의 변경)

회원은 마이페이지에서 언제든지 자신의 회원 정보를 확인하고 수정할 수 있습니다. 가입할 때 입력한 정보가 바뀐 경우에는 직접 수정하거나 의원에 알려야 하며, 변경 사항을 알리지 않아 생긴 불이익에 대하여는 의원에 고의나 과실이 없는 한 의원이 책임지지 않습니다.

## 제7조(아이디와 비밀번호의 관리)

① 아이디와 비밀번호를 관리할 책임은 회원에게 있으며, 회원은 이를 다른 사람에게 알려 주거나 이용하게 해서는 안 됩니다.

② 회원은 아이디나 비밀번호가 도용되었거나 다른 사람이 사용하고 있다는 사실을 알게 되면 즉시 비밀번호를 변경하고 의원에 알려야 합니다.

## 제8조(회원의 의무)

회원은 다음 각 호의 행위를 해서는 안 됩니다.

- 가입 신청이나 정보 변경 때 허위 내용을 등록하는 행위
- 다른 사람의 개인정보나 계정을 도용하는 행위
- 의원이나 다른 사람의 명예를 훼손하거나 업무를 방해하는 행위
- 의원이나 제3자의 저작권 등 지식재산권을 침해하는 행위
- 음란하거나 폭력적인 내용, 그 밖에 공공질서와 미풍양속에 어긋나는 정보를 게시하는 행위
- 「의료법」 등 관계 법령에 위반되는 광고나 영리 목적의 정보를 게시하는 행위
- 사이트의 운영을 방해하거나 보안을 위협하는 행위, 의원의 허락 없이 자동화된 수단으로 정보를 수집하는 행위
- 그 밖에 관계 법령이나 이 약관을 위반하는 행위

## 제9조(의원의 의무)

① 의원은 관계 법령과 이 약관을 지키며, 안정적으로 서비스를 제공하기 위하여 노력합니다.

② 의원은 회원의 개인정보를 보호하기 위하여 보안 체계를 갖추고, 개인정보처리방침을 공개하고 지킵니다.

## 제10조(서비스의 변경과 중단)

① 의원은 운영상 또는 기술상 필요한 경우 서비스의 내용을 변경할 수 있으며, 변경하기 전에 그 내용을 사이트에 공지합니다.

② 의원은 설비의 점검·교체, 고장, 통신 장애, 천재지변 등 부득이한 사유가 있으면 서비스 제공을 일시적으로 중단할 수 있습니다. 이 경우 미리 공지하며, 미리 알릴 수 없는 사정이 있으면 사후에 공지합니다.

③ 사이트의 서비스는 무료로 제공되며, 서비스의 변경이나 중단으로 회원에게 생긴 손해에 대하여는 의원에 고의나 과실이 없는 한 의원이 책임지지 않습니다.

## 제11조(정보의 제공)

① 의원은 진료 일정의 변경, 약관의 개정 등 서비스 이용에 필요한 정보를 공지사항, 이메일, 문자메시지 등으로 회원에게 알릴 수 있습니다.

② 의원의 소식과 행사 안내 등 마케팅 정보는 회원이 수신에 동의한 경우에만 보내며, 회원은 언제든지 수신 동의를 철회할 수 있습니다.

## 제12조(게시물의 관리)

① 상담 게시물은 작성자 본인과 의원만 볼 수 있도록 비공개로 하는 것을 원칙으로 합니다.

② 의원은 회원의 게시물이 다음 각 호에 해당하면 게시를 중단하거나 삭제할 수 있으며, 필요한 경우 그 사유를 회원에게 알립니다.

- 다른 사람의 명예를 훼손하거나 사생활을 침해하는 내용
- 본인이나 다른 사람의 개인정보 또는 건강에 관한 정보가 공개적으로 드러나는 내용
- 「의료법」 등 관계 법령에 위반될 우려가 있는 내용
- 광고나 홍보 등 사이트의 목적과 관계없는 내용
- 그 밖에 제8조를 위반하는 내용

③ 의원이 치료 후기 게시판을 운영하는 경우, 후기는 회원이 작성하며 의원이 관계 법령 위반 여부를 확인한 뒤에 게시합니다.

## 제13조(게시물의 권리)

① 회원이 작성한 게시물의 저작권은 해당 회원에게 있습니다.

② 의원은 회원의 게시물을 사이트 안에서 게시하고 운영하는 데 필요한 범위에서만 이용하며, 그 밖의 목적으로 이용하려면 회원의 동의를 받습니다.

## 제14조(회원 탈퇴와 자격 상실)

① 회원은 언제든지 마이페이지에서 탈퇴를 신청할 수 있으며, 의원은 지체 없이 처리합니다.

② 회원이 탈퇴하면 회원 정보는 개인정보처리방침에 따라 파기합니다. 다만 같은 아이디의 재사용을 막기 위한 탈퇴 기록은 30일 동안 보관한 뒤 파기합니다.

③ 탈퇴한 뒤에는 작성한 게시물을 직접 수정하거나 삭제할 수 없으므로, 삭제를 원하는 게시물은 탈퇴하기 전에 삭제해 주시기 바랍니다.

④ 회원이 제5조 제4항 각 호에 해당하거나 제8조를 위반한 경우 의원은 회원 자격을 제한하거나 정지할 수 있으며, 같은 행위가 되풀이되거나 의원이 정한 기간 안에 그 사유가 바로잡히지 않으면 회원 자격을 상실시킬 수 있습니다. 이 경우 의원은 회원에게 그 사유를 알리고 소명할 기회를 드립니다.

## 제15조(책임의 제한)

① 의원은 천재지변, 전쟁, 정전, 통신 장애 등 불가항력으로 서비스를 제공할 수 없는 경우에는 책임을 지지 않습니다.

② 의원은 회원의 귀책사유로 생긴 서비스 이용 장애에 대하여는 책임을 지지 않습니다.

③ 의원은 회원이 사이트에 게시한 정보의 신뢰도와 정확성에 대하여는 책임을 지지 않으며, 게시물을 매개로 회원 사이에 또는 회원과 제3자 사이에 생긴 분쟁에 개입할 의무가 없습니다.

④ 회원이 사이트의 건강 정보를 참고하여 스스로 내린 판단에 대하여는 의원이 책임을 지지 않습니다. 증상이 있거나 치료가 필요하다고 생각되면 의료진의 진료를 받으시기 바랍니다.

⑤ 제1항부터 제4항까지의 경우에도 의원에 고의나 과실이 있으면 의원은 관계 법령에 따라 책임을 집니다.

## 제16조(분쟁 해결과 준거법)

① 의원과 회원은 서비스 이용과 관련하여 분쟁이 생기면 원만하게 해결하기 위하여 성실히 협의합니다.

② 이 약관과 서비스 이용에 관한 분쟁에는 대한민국 법을 적용합니다.

③ 협의로 해결되지 않은 분쟁에 관한 소송은 「민사소송법」에 따른 관할 법원에 제기합니다.

## 부칙

이 약관은 2026년 11월 1일부터 시행합니다.`;

const TERMS_OF_USE_EN = `This English version is a translation provided for convenience. If there is any discrepancy between the Korean version and this translation, the Korean version prevails.

## Article 1 (Purpose)

These Terms set out the rights, obligations and responsibilities of Seoul Vein Thoracic Surgery Clinic (the "Clinic") and its members, the conditions and procedures of use, and other necessary matters relating to the member services provided on the website operated by the Clinic (the "Site").

## Article 2 (Definitions)

The terms used in these Terms have the following meanings.

- "Site" means the website the Clinic operates to provide information such as guidance on treatment, consultation requests and notices.
- "User" means a member or non-member who accesses the Site and uses the services the Clinic provides under these Terms.
- "Member" means a person who has agreed to these Terms, signed up and been given a username. Members are divided into individual members, institution members and international members.
- "Institution member" means a member who belongs to an institution such as a company or organization and whose affiliation has been confirmed by submitting a business registration certificate and a certificate of employment.
- "International member" means a member who lives outside the Republic of Korea.
- "Username" means the combination of letters and numbers chosen by a member and approved by the Clinic so that the member can be identified and use the services.
- "Password" means the combination of letters, numbers and special characters chosen by a member to confirm their identity and protect their member information.
- "Post" means any information, such as text, photos and files, that a member uploads to the Site.

## Article 3 (Posting and Amendment of the Terms)

① The Clinic posts these Terms on the Site's first screen or a linked screen so that users can easily read them.

② The Clinic may amend these Terms to the extent that this does not violate the relevant laws, such as the Act on the Regulation of Terms and Conditions and the Act on Promotion of Information and Communications Network Utilization and Information Protection.

③ When the Clinic amends the Terms, it announces the effective date and the reasons on the Site from 7 days before the effective date. If a change is unfavourable to members, however, the Clinic announces it from 30 days before the effective date and also notifies each member individually by the registered e-mail address, text message or similar means.

④ If the Clinic, when giving notice under paragraph 3, also stated that members who do not object by the effective date will be deemed to agree, a member who does not object is deemed to have agreed to the amended Terms. A member who does not agree to the amended Terms may withdraw from membership.

## Article 4 (Services)

① The services the Clinic provides on the Site are as follows.

- Information about the Clinic and its medical staff, conditions and treatments, non-covered fees and other matters relating to care
- Receiving and answering online consultation requests
- Bulletin boards such as notices and frequently asked questions
- Posting and management of posts written by members
- Other services the Clinic decides on and announces on the Site

② The health and disease information on the Site is general guidance to help you understand and does not replace an examination by a doctor. The diagnosis and the treatment method are decided by a doctor after you visit and are examined, including with a vascular ultrasound scan, and treatment results and recovery differ from person to person.

③ Answers to online consultations are general guidance only and are not a diagnosis or a prescription. Care received at the Clinic is governed not by these Terms but by the relevant laws, such as the Medical Service Act.

## Article 5 (Membership Sign-up)

① A user applies for membership by entering their member information in the form set by the Clinic, agreeing to these Terms and to the collection and use of personal information, and completing identity verification.

② Persons under the age of 14 cannot become members.

③ A person who wishes to sign up as an institution member must submit the institution's name together with a business registration certificate and a certificate of employment. The Clinic approves the sign-up after checking the documents submitted.

④ The Clinic may refuse an application that falls under any of the following, and may restrict membership if such a fact is found after sign-up.

- The application uses another person's name or information
- False information is entered, or information requested by the Clinic is not entered
- The applicant is under the age of 14
- The applicant previously lost membership under these Terms, unless the Clinic has agreed to the new sign-up
- The application otherwise violates the relevant laws or is made for an improper purpose

⑤ Membership is established when the Clinic accepts the application.

## Article 6 (Changes to Member Information)

Members can check and edit their member information on My Page at any time. If information entered at sign-up changes, the member must edit it or inform the Clinic. The Clinic is not responsible for any disadvantage caused by failing to report a change, unless the Clinic acted intentionally or negligently.

## Article 7 (Managing Usernames and Passwords)

① Members are responsible for managing their username and password and must not tell them to or let them be used by anyone else.

② A member who learns that their username or password has been stolen or is being used by someone else must change the password immediately and inform the Clinic.

## Article 8 (Members' Obligations)

Members must not do any of the following.

- Registering false information when applying for membership or changing information
- Using another person's personal information or account
- Damaging the reputation of, or interfering with the work of, the Clinic or others
- Infringing the copyright or other intellectual property rights of the Clinic or third parties
- Posting obscene or violent content, or other information contrary to public order and good morals
- Posting advertisements or commercial information that violates the relevant laws, such as the Medical Service Act
- Interfering with the operation of the Site or threatening its security, or collecting information by automated means without the Clinic's permission
- Any other act that violates the relevant laws or these Terms

## Article 9 (The Clinic's Obligations)

① The Clinic observes the relevant laws and these Terms and makes efforts to provide the services reliably.

② The Clinic maintains security measures to protect members' personal information, and publishes and observes its Privacy Policy.

## Article 10 (Changes to and Suspension of the Services)

① The Clinic may change the content of the services for operational or technical reasons and announces the change on the Site before making it.

② The Clinic may temporarily suspend the services for unavoidable reasons such as inspection or replacement of equipment, breakdowns, communication failures and natural disasters. The Clinic announces this in advance or, if that is not possible, afterwards.

③ The services on the Site are provided free of charge. The Clinic is not responsible for damage to members caused by changes to or suspension of the services, unless the Clinic acted intentionally or negligently.

## Article 11 (Providing Information)

① The Clinic may inform members of information needed to use the services, such as changes to the clinic schedule and amendments to the Terms, through notices, e-mail, text messages and similar means.

② Marketing information, such as news and event announcements from the Clinic, is sent only to members who have agreed to receive it, and members may withdraw that consent at any time.

## Article 12 (Managing Posts)

① As a rule, consultation posts are private, so that only the author and the Clinic can see them.

② If a member's post falls under any of the following, the Clinic may stop displaying it or delete it and, where necessary, informs the member of the reason.

- Content that damages another person's reputation or invades their privacy
- Content that publicly reveals the personal information or health information of the author or another person
- Content that may violate the relevant laws, such as the Medical Service Act
- Content unrelated to the purpose of the Site, such as advertising or promotion
- Other content that violates Article 8

③ If the Clinic operates a treatment review board, reviews are written by members and are posted after the Clinic has checked that they do not violate the relevant laws.

## Article 13 (Rights in Posts)

① The copyright in a post belongs to the member who wrote it.

② The Clinic uses members' posts only to the extent necessary to display them and operate the Site, and obtains the member's consent before using them for any other purpose.

## Article 14 (Withdrawal and Loss of Membership)

① Members may apply to withdraw on My Page at any time, and the Clinic processes the withdrawal without delay.

② When a member withdraws, their member information is destroyed in accordance with the Privacy Policy. However, a withdrawal record kept to prevent reuse of the same username is destroyed after being kept for 30 days.

③ After withdrawal, members can no longer edit or delete their own posts, so please delete any posts you want removed before withdrawing.

④ If a member falls under any item of Article 5(4) or violates Article 8, the Clinic may restrict or suspend the membership, and may terminate it if the same act is repeated or the cause is not corrected within the period set by the Clinic. In that case, the Clinic informs the member of the reason and gives them an opportunity to explain.

## Article 15 (Limitation of Liability)

① The Clinic is not responsible if it cannot provide the services because of force majeure, such as natural disasters, war, power cuts or communication failures.

② The Clinic is not responsible for problems in using the services caused by the member.

③ The Clinic is not responsible for the reliability or accuracy of information that members post on the Site, and has no obligation to intervene in disputes arising through posts between members or between a member and a third party.

④ The Clinic is not responsible for decisions that members make on their own by referring to the health information on the Site. If you have symptoms or think you may need treatment, please see a doctor.

⑤ Even in the cases in paragraphs 1 to 4, the Clinic is liable under the relevant laws if it acted intentionally or negligently.

## Article 16 (Dispute Resolution and Governing Law)

① If a dispute arises in connection with the use of the services, the Clinic and the member will negotiate in good faith to settle it amicably.

② The laws of the Republic of Korea apply to these Terms and to disputes concerning the use of the services.

③ A lawsuit about a dispute not settled by negotiation is filed with the court having jurisdiction under the Civil Procedure Act.

## Addendum

These Terms take effect on 1 November 2026.`;

const TERMS_OF_USE_CN = `本中文版本是为方便阅读而提供的译文。如韩文版本与本译文之间存在不一致之处，以韩文版本为准。

## 第1条（目的）

本条款旨在规定首尔下肢静脉胸外科医院（以下简称“本院”）运营的网站（以下简称“本网站”）所提供会员服务的使用相关事项，包括本院与会员的权利、义务和责任，使用条件和程序，以及其他必要事项。

## 第2条（定义）

本条款中使用的用语含义如下。

- “本网站”是指本院为提供诊疗指南、咨询申请、公告等信息而运营的网站。
- “用户”是指访问本网站并依照本条款使用本院所提供服务的会员和非会员。
- “会员”是指同意本条款、完成注册并获得用户名的人，分为个人会员、机构会员和海外会员。
- “机构会员”是指隶属于企业、团体等机构，并通过提交营业执照（营业登记证）和在职证明确认其所属关系的会员。
- “海外会员”是指居住在大韩民国境外的会员。
- “用户名”是指为识别会员身份及使用服务，由会员设定并经本院认可的字母与数字组合。
- “密码”是指为确认会员本人身份并保护会员信息，由会员设定的字母、数字和特殊字符组合。
- “帖子”是指会员在本网站上发布的文字、照片、文件等各种形式的信息。

## 第3条（条款的公示与修改）

① 本院将本条款公示于本网站首页或链接页面，以便用户轻松了解其内容。

② 本院可在不违反《条款规制法》《关于促进信息通信网利用及信息保护等的法律》等相关法律法规的范围内修改本条款。

③ 本院修改条款时，将注明生效日期和修改理由，自生效日7日前起在本网站公告。但如变更内容对会员不利，则自生效日30日前起公告，并通过会员登记的电子邮箱或短信等方式另行单独通知会员。

④ 本院依照第3款进行告知时，已一并说明“如在生效日前未表示拒绝即视为同意”，而会员未表示拒绝的，视为会员同意修改后的条款。不同意修改后条款的会员可以注销会员。

## 第4条（服务内容）

① 本院通过本网站提供的服务如下。

- 提供本院及医疗团队介绍、疾病与治疗方法、非医保诊疗费用等与诊疗相关的指南信息
- 受理并答复在线咨询申请
- 运营公告、常见问题等版块
- 会员所写帖子的发布与管理
- 本院另行决定并在本网站公告的其他服务

② 本网站提供的健康与疾病信息是帮助理解的一般性说明，不能替代医生的诊察。诊断和治疗方法由医生在患者来院接受血管超声检查等诊察后决定，治疗效果和恢复过程因人而异。

③ 在线咨询的答复仅为一般性说明，不构成诊断或处方。患者在本院接受的诊疗不适用本条款，而适用《医疗法》等相关法律法规的规定。

## 第5条（会员注册）

① 用户按照本院规定的注册表格填写会员信息，同意本条款及个人信息的收集与使用，并完成本人验证程序后申请注册会员。

② 未满14周岁者不能注册为会员。

③ 申请注册机构会员者，须提交机构名称以及营业执照（营业登记证）和在职证明，本院确认所提交材料后批准注册。

④ 对于属于下列情形之一的申请，本院可以不予批准；注册后发现属于下列情形的，可以限制其会员资格。

- 使用他人名义或信息申请的
- 填写虚假信息或未填写本院要求的内容的
- 未满14周岁的
- 曾依照本条款丧失会员资格者再次申请的，但经本院同意重新注册的除外
- 其他违反相关法律法规或出于不正当目的申请的

⑤ 会员注册自本院批准注册申请时成立。

## 第6条（会员信息的变更）

会员可随时在“我的页面”中查看并修改本人的会员信息。注册时填写的信息发生变化时，会员应自行修改或告知本院。因未告知变更事项而产生的不利后果，除本院存在故意或过失外，本院不承担责任。

## 第7条（用户名和密码的管理）

① 用户名和密码由会员负责管理，会员不得将其告知他人或让他人使用。

② 会员得知用户名或密码被盗用或被他人使用时，应立即修改密码并告知本院。

## 第8条（会员的义务）

会员不得从事下列行为。

- 申请注册或变更信息时登记虚假内容
- 盗用他人的个人信息或账号
- 损害本院或他人名誉，或妨碍其业务
- 侵害本院或第三方的著作权等知识产权
- 发布淫秽、暴力内容或其他违背公共秩序和善良风俗的信息
- 发布违反《医疗法》等相关法律法规的广告或以营利为目的的信息
- 妨碍本网站运营或威胁其安全，或未经本院许可以自动化手段收集信息
- 其他违反相关法律法规或本条款的行为

## 第9条（本院的义务）

① 本院遵守相关法律法规和本条款，努力稳定地提供服务。

② 本院为保护会员的个人信息建立安全体系，并公开和遵守个人信息处理方针。

## 第10条（服务的变更与中断）

① 本院可因运营或技术上的需要变更服务内容，并在变更前将其内容在本网站公告。

② 因设备检修或更换、故障、通信障碍、自然灾害等不得已的原因，本院可以暂时中断提供服务。此时本院将事先公告；如因故无法事先告知，则事后公告。

③ 本网站的服务免费提供。因服务变更或中断给会员造成的损失，除本院存在故意或过失外，本院不承担责任。

## 第11条（信息的提供）

① 本院可通过公告、电子邮件、短信等方式，向会员告知诊疗日程变更、条款修改等使用服务所需的信息。

② 本院新闻、活动通知等营销信息仅发送给同意接收的会员，会员可随时撤回接收同意。

## 第12条（帖子的管理）

① 咨询帖子原则上不公开，仅作者本人和本院可以查看。

② 会员的帖子属于下列情形之一时，本院可以停止显示或删除该帖子，必要时将理由告知会员。

- 损害他人名誉或侵犯他人隐私的内容
- 公开暴露本人或他人的个人信息或健康信息的内容
- 可能违反《医疗法》等相关法律法规的内容
- 广告、宣传等与本网站目的无关的内容
- 其他违反第8条的内容

③ 本院开设治疗评价版块时，评价由会员撰写，经本院确认不违反相关法律法规后发布。

## 第13条（帖子的权利）

① 会员所写帖子的著作权归该会员所有。

② 本院仅在本网站内发布和运营所需的范围内使用会员的帖子；如需用于其他目的，将事先征得会员同意。

## 第14条（会员注销与资格丧失）

① 会员可随时在“我的页面”申请注销，本院将及时处理。

② 会员注销后，会员信息将依照个人信息处理方针予以销毁。但为防止同一用户名被重复使用而保存的注销记录，将保存30日后销毁。

③ 注销后会员将无法自行修改或删除已发布的帖子，如希望删除，请在注销前自行删除。

④ 会员属于第5条第4款所列情形之一或违反第8条时，本院可以限制或暂停其会员资格；同一行为反复发生，或在本院规定的期限内未予纠正的，本院可以取消其会员资格。此时本院将告知会员理由，并给予其说明的机会。

## 第15条（责任限制）

① 因自然灾害、战争、停电、通信障碍等不可抗力无法提供服务时，本院不承担责任。

② 因会员自身原因导致的服务使用障碍，本院不承担责任。

③ 本院对会员在本网站发布的信息的可信度和准确性不承担责任，对以帖子为媒介在会员之间或会员与第三方之间发生的纠纷，没有介入的义务。

④ 会员参考本网站的健康信息自行作出的判断，本院不承担责任。如有症状或认为需要治疗，请接受医务人员的诊疗。

⑤ 即使属于第1款至第4款的情形，如本院存在故意或过失，本院仍依照相关法律法规承担责任。

## 第16条（纠纷解决与准据法）

① 因使用服务发生纠纷时，本院与会员将本着诚信原则协商，力求友好解决。

② 本条款以及与服务使用相关的纠纷适用大韩民国法律。

③ 协商未能解决的纠纷，向依照《民事诉讼法》具有管辖权的法院提起诉讼。

## 附则

本条款自2026年11月1日起施行。`;

const TERMS_OF_USE_JP = `この日本語版は便宜のために提供する翻訳です。韓国語版と本翻訳の内容に相違がある場合は、韓国語版が優先します。

## 第1条（目的）

本規約は、ソウル下肢静脈 胸部外科医院（以下「当院」）が運営するウェブサイト（以下「本サイト」）で提供する会員サービスの利用に関し、当院と会員の権利・義務および責任、利用条件と手続き、その他必要な事項を定めることを目的とします。

## 第2条（定義）

本規約で使用する用語の意味は、次のとおりです。

- 「本サイト」とは、当院が診療案内、相談申込、お知らせなどの情報を提供するために運営するウェブサイトをいいます。
- 「利用者」とは、本サイトにアクセスし、本規約に従って当院が提供するサービスを利用する会員および非会員をいいます。
- 「会員」とは、本規約に同意して会員登録を行い、IDの付与を受けた方をいい、個人会員、機関会員、海外会員に区分します。
- 「機関会員」とは、企業や団体などの機関に所属する会員で、事業者登録証と在職証明書を提出して所属の確認を受けた会員をいいます。
- 「海外会員」とは、大韓民国の国外に居住する会員をいいます。
- 「ID」とは、会員の識別とサービスの利用のために、会員が定め当院が承認した英字と数字の組み合わせをいいます。
- 「パスワード」とは、会員が本人であることを確認し、会員情報を保護するために会員が定めた英字、数字、記号の組み合わせをいいます。
- 「投稿」とは、会員が本サイトに掲載した文章、写真、ファイルなど、あらゆる形式の情報をいいます。

## 第3条（規約の掲示と改定）

① 当院は、利用者が本規約の内容を容易に確認できるよう、本サイトのトップ画面またはリンク先の画面に掲示します。

② 当院は、「約款の規制に関する法律」「情報通信網利用促進及び情報保護等に関する法律」などの関係法令に違反しない範囲で、本規約を改定することができます。

③ 当院が規約を改定する場合は、適用日と改定理由を明示し、適用日の7日前から本サイトでお知らせします。ただし、会員に不利な内容に変更する場合は、適用日の30日前からお知らせし、登録されたメールアドレスやSMSなどで会員に個別に通知します。

④ 当院が第3項に従ってお知らせする際に、適用日までに拒否の意思を示さなければ同意したものとみなす旨をあわせて案内したにもかかわらず、会員が拒否の意思を示さなかった場合は、改定後の規約に同意したものとみなします。改定後の規約に同意しない会員は、退会することができます。

## 第4条（サービスの内容）

① 当院が本サイトで提供するサービスは、次のとおりです。

- 当院および医療スタッフの紹介、疾患と治療方法、保険適用外の診療費など、診療に関する案内情報の提供
- オンライン相談申込の受付と回答
- お知らせ、よくある質問などの掲示板の運営
- 会員が作成する投稿の登録と管理
- その他、当院が定めて本サイトで案内するサービス

② 本サイトで提供する健康や疾患に関する情報は、理解を助けるための一般的な案内であり、医師の診察に代わるものではありません。診断と治療方法は、ご来院いただき血管超音波検査などの診察を受けられた後に医師が決定します。治療の結果や回復の経過には個人差があります。

③ オンライン相談への回答は一般的な案内にとどまり、診断や処方にはあたりません。当院で受ける診療については、本規約ではなく「医療法」などの関係法令の定めに従います。

## 第5条（会員登録）

① 利用者は、当院が定める登録フォームに会員情報を入力し、本規約および個人情報の収集・利用に同意した後、本人確認の手続きを経て会員登録を申し込みます。

② 満14歳未満の方は、会員として登録することはできません。

③ 機関会員として登録を希望する方は、機関名とともに事業者登録証および在職証明書を提出する必要があり、当院は提出された書類を確認した後に登録を承認します。

④ 当院は、次のいずれかに該当する申込みを承諾しないことがあり、登録後にこれらの事実が判明した場合は会員資格を制限することがあります。

- 他人の名義や情報を利用して申し込んだ場合
- 虚偽の情報を記載した場合、または当院が求める内容を記載しなかった場合
- 満14歳未満である場合
- 本規約により会員資格を失った方が再度申し込んだ場合。ただし、当院が再登録を承諾した場合を除きます。
- その他、関係法令に違反し、または不正な目的で申し込んだ場合

⑤ 会員登録は、当院が登録の申込みを承諾した時点で成立します。

## 第6条（会員情報の変更）

会員は、マイページでいつでも自身の会員情報を確認し、修正することができます。登録時に入力した情報が変わった場合は、ご自身で修正するか当院にお知らせください。変更を知らせなかったことにより生じた不利益について、当院に故意または過失がない限り、当院は責任を負いません。

## 第7条（IDとパスワードの管理）

① IDとパスワードの管理責任は会員にあり、会員はこれを他人に教えたり、他人に利用させたりしてはなりません。

② 会員は、IDやパスワードが盗用された、または他人に使用されていることを知った場合、直ちにパスワードを変更し、当院に知らせなければなりません。

## 第8条（会員の義務）

会員は、次の行為をしてはなりません。

- 登録の申込みや情報の変更の際に虚偽の内容を登録する行為
- 他人の個人情報やアカウントを盗用する行為
- 当院または他人の名誉を傷つけ、または業務を妨害する行為
- 当院または第三者の著作権などの知的財産権を侵害する行為
- わいせつな内容、暴力的な内容、その他公序良俗に反する情報を掲載する行為
- 「医療法」などの関係法令に違反する広告や営利目的の情報を掲載する行為
- 本サイトの運営を妨害し、もしくはセキュリティを脅かす行為、または当院の許可なく自動化された手段で情報を収集する行為
- その他、関係法令または本規約に違反する行為

## 第9条（当院の義務）

① 当院は、関係法令と本規約を遵守し、安定してサービスを提供するよう努めます。

② 当院は、会員の個人情報を保護するためにセキュリティ体制を整え、個人情報処理方針を公開し、これを遵守します。

## 第10条（サービスの変更と中断）

① 当院は、運営上または技術上必要な場合にサービスの内容を変更することがあり、変更前にその内容を本サイトでお知らせします。

② 当院は、設備の点検・交換、故障、通信障害、天災など、やむを得ない事由がある場合、サービスの提供を一時的に中断することがあります。この場合は事前にお知らせし、事前にお知らせできない事情がある場合は事後にお知らせします。

③ 本サイトのサービスは無料で提供されます。サービスの変更や中断によって会員に生じた損害について、当院に故意または過失がない限り、当院は責任を負いません。

## 第11条（情報の提供）

① 当院は、診療日程の変更、規約の改定など、サービスの利用に必要な情報を、お知らせ、メール、SMSなどで会員に通知することがあります。

② 当院のニュースやイベントのご案内などのマーケティング情報は、受信に同意した会員にのみ送信し、会員はいつでも受信の同意を撤回することができます。

## 第12条（投稿の管理）

① 相談の投稿は、投稿者本人と当院のみが閲覧できるよう、非公開とすることを原則とします。

② 当院は、会員の投稿が次のいずれかに該当する場合、掲載を中止し、または削除することがあり、必要な場合はその理由を会員にお知らせします。

- 他人の名誉を傷つけ、またはプライバシーを侵害する内容
- 本人または他人の個人情報や健康に関する情報が公開される内容
- 「医療法」などの関係法令に違反するおそれのある内容
- 広告や宣伝など、本サイトの目的と関係のない内容
- その他、第8条に違反する内容

③ 当院が治療体験談の掲示板を運営する場合、体験談は会員が作成し、当院が関係法令への違反の有無を確認した後に掲載します。

## 第13条（投稿の権利）

① 会員が作成した投稿の著作権は、当該会員に帰属します。

② 当院は、会員の投稿を本サイト内での掲載と運営に必要な範囲でのみ利用し、それ以外の目的で利用する場合は会員の同意を得ます。

## 第14条（退会と資格の喪失）

① 会員は、いつでもマイページから退会を申請することができ、当院は遅滞なく処理します。

② 会員が退会した場合、会員情報は個人情報処理方針に従って破棄します。ただし、同じIDの再利用を防ぐための退会記録は、30日間保管した後に破棄します。

③ 退会後は、ご自身の投稿を修正または削除することができなくなるため、削除を希望する投稿は退会前に削除してください。

④ 会員が第5条第4項の各号に該当し、または第8条に違反した場合、当院は会員資格を制限または停止することができ、同じ行為が繰り返され、または当院が定めた期間内にその事由が是正されない場合は、会員資格を喪失させることができます。この場合、当院は会員にその理由をお知らせし、弁明の機会を設けます。

## 第15条（責任の制限）

① 当院は、天災、戦争、停電、通信障害などの不可抗力によりサービスを提供できない場合は、責任を負いません。

② 当院は、会員の責めに帰すべき事由により生じたサービス利用上の障害について、責任を負いません。

③ 当院は、会員が本サイトに掲載した情報の信頼性や正確性について責任を負わず、投稿を介して会員間または会員と第三者との間に生じた紛争に介入する義務を負いません。

④ 会員が本サイトの健康情報を参考にしてご自身で下した判断について、当院は責任を負いません。症状がある場合や治療が必要と思われる場合は、医療スタッフの診療をお受けください。

⑤ 第1項から第4項までの場合であっても、当院に故意または過失がある場合、当院は関係法令に従って責任を負います。

## 第16条（紛争の解決と準拠法）

① 当院と会員は、サービスの利用に関して紛争が生じた場合、円満に解決するため誠実に協議します。

② 本規約およびサービスの利用に関する紛争には、大韓民国の法律を適用します。

③ 協議により解決しない紛争に関する訴訟は、「民事訴訟法」に基づく管轄裁判所に提起します。

## 附則

本規約は、2026年11月1日から施行します。`;

// ---------------------------------------------------------------------------------------------
// 개인정보처리방침 (privacy policy)
// ---------------------------------------------------------------------------------------------

const PRIVACY_POLICY_KO = `서울하지정맥 흉부외과의원(이하 "의원")은 「개인정보 보호법」 제30조에 따라 정보주체의 개인정보를 보호하고 이와 관련한 고충을 신속하고 원활하게 처리할 수 있도록 다음과 같이 개인정보처리방침을 정하여 공개합니다. 이 방침은 의원이 운영하는 웹사이트(이하 "사이트")에서 처리하는 개인정보에 적용됩니다.

## 1. 개인정보의 처리 목적

의원은 다음 목적을 위하여 개인정보를 처리합니다. 처리한 개인정보는 다음 목적 외의 용도로는 이용하지 않으며, 이용 목적이 바뀌는 경우에는 「개인정보 보호법」 제18조에 따라 별도의 동의를 받는 등 필요한 조치를 하겠습니다.

- 회원 가입과 관리: 회원 가입 의사 확인, 본인 확인, 만 14세 미만 가입 제한, 회원 자격 유지·관리, 부정 이용 방지, 각종 고지와 통지
- 기관회원 확인: 기관회원으로 가입을 신청한 분의 소속 기관과 재직 여부 확인
- 상담 신청 처리: 상담 신청 내용 확인, 답변과 연락, 진료 예약 안내
- 게시판 운영: 게시물의 등록과 관리, 문의에 대한 응대
- 마케팅 정보 제공(수신에 동의한 분에 한함): 의원 소식과 행사 안내
- 서비스 운영과 보안: 서비스 이용 통계, 접속 빈도 파악, 부정 접근과 비정상적인 이용의 방지

## 2. 처리하는 개인정보의 항목

의원은 다음 개인정보를 처리합니다. 의원은 사이트에서 주민등록번호를 수집하지 않습니다.

- 회원가입: 아이디, 비밀번호, 이름, 이메일, 휴대전화 번호, 생년월일
- 기관회원 가입(추가 항목): 기관명, 사업자등록증, 재직증명서
- 상담 신청: 이름, 휴대전화 번호, 이메일, 관심 진료, 상담 내용, 첨부파일
- 서비스 이용 과정에서 자동으로 생성·수집되는 정보: 접속 IP 주소, 접속 일시, 서비스 이용 기록 등 접속 로그, 쿠키와 브라우저 저장소(로컬 스토리지 등)에 저장되는 정보

개인정보는 이용자가 회원가입이나 상담 신청 양식에 직접 입력하거나 파일을 올리는 방법으로 수집하며, 접속 로그 등은 서비스를 이용하는 과정에서 자동으로 생성되어 수집됩니다. 본인 확인을 위하여 휴대전화나 이메일로 보내는 인증번호는 본인 확인에만 사용합니다.

상담 내용과 첨부파일에는 증상 등 건강에 관한 정보(민감정보)가 포함될 수 있습니다. 의원은 이러한 정보를 상담 신청 때 받은 동의에 따라 상담에 답변하는 목적으로만 처리합니다. 상담에 꼭 필요하지 않은 정보는 적지 않으시도록 부탁드립니다.

첨부파일은 상담에 필요한 검사 결과지나 사진 등으로 한정해 주시고, 주민등록번호가 적힌 서류는 그 부분을 가린 뒤 올려 주시기 바랍니다. 기관회원이 제출하는 사업자등록증과 재직증명서도 소속 확인에 필요하지 않은 주민등록번호 등은 가린 뒤 제출해 주시기 바랍니다.

## 3. 개인정보의 처리 및 보유 기간

의원은 법령에 따른 보유 기간 또는 정보주체에게 동의받은 보유 기간 안에서 개인정보를 처리·보유합니다. 항목별 보유 기간은 다음과 같습니다.

- 회원 정보(기관회원 제출 서류 포함): 회원 탈퇴 시까지
- 탈퇴 기록(아이디, 탈퇴 일시): 탈퇴일로부터 30일(같은 아이디의 재사용과 부정 가입 방지 목적)
- 상담 신청 정보: 접수일로부터 1년
- 마케팅 정보 수신 동의 기록: 동의 철회 또는 회원 탈퇴 시까지
- 개인정보처리시스템 접속기록(직원이 회원의 개인정보를 조회하거나 변경한 기록): 2년
- 사이트 접속 로그: 수집일로부터 3개월

의원은 사이트에서 상품을 판매하거나 결제를 받지 않으므로 「전자상거래 등에서의 소비자보호에 관한 법률」 등에 따라 거래 기록을 보존해야 하는 경우에 해당하지 않습니다. 진료기록부 등 진료에 관한 기록은 이 사이트를 통해 처리하지 않으며, 의원에서 「의료법」에 정한 기간 동안 별도로 보존합니다.

다만 관계 법령 위반에 따른 수사나 조사 등이 진행 중인 경우에는 해당 수사나 조사가 끝날 때까지 보유할 수 있습니다. 보유 기간이 지난 개인정보는 6.에서 정한 절차와 방법에 따라 파기합니다.

## 4. 개인정보의 제3자 제공

의원은 정보주체의 개인정보를 1.에서 밝힌 목적 범위에서만 처리하며, 제3자에게 제공하지 않습니다. 다만 정보주체가 별도로 동의한 경우, 법률에 특별한 규정이 있거나 법령상 의무를 지키기 위하여 불가피한 경우 등 「개인정보 보호법」 제17조와 제18조에서 허용하는 경우에는 예외로 합니다. 이 경우에도 필요한 최소한의 범위에서만 제공하며, 제공한 사실을 기록하여 관리합니다.

## 5. 개인정보 처리의 위탁

의원은 원활한 서비스 제공을 위하여 다음과 같이 개인정보 처리 업무를 위탁하고 있습니다.

- ○○ 주식회사: 사이트 서버 운영과 데이터 보관(호스팅)
- ○○ 주식회사: 문자메시지(SMS) 발송(인증번호, 상담 답변 알림, 수신에 동의한 분에 대한 소식 안내)
- ○○ 주식회사: 이메일 발송

수탁자는 위탁 계약이 끝나거나 위탁 업무에 필요한 기간이 지나면 개인정보를 파기합니다.

의원은 위탁 계약을 맺을 때 「개인정보 보호법」 제26조에 따라 위탁 업무 수행 목적 외의 개인정보 처리 금지, 기술적·관리적 보호 조치, 재위탁 제한, 수탁자에 대한 관리·감독, 손해배상 등 책임에 관한 사항을 계약서 등 문서에 명시하고, 수탁자가 개인정보를 안전하게 처리하는지 감독합니다. 위탁 업무의 내용이나 수탁자가 바뀌면 지체 없이 이 방침을 통하여 공개합니다.

## 6. 개인정보의 파기 절차와 방법

의원은 보유 기간이 지나거나 처리 목적이 달성되어 개인정보가 필요 없게 되면 지체 없이 파기합니다.

- 파기 절차: 파기 사유가 생긴 개인정보를 선정하고, 개인정보 보호책임자의 승인을 받아 파기합니다.
- 파기 방법: 전자적 파일 형태의 정보는 복구하거나 재생할 수 없는 기술적 방법으로 삭제하고, 종이에 출력된 정보는 분쇄하거나 소각합니다.

다른 법령에 따라 개인정보를 계속 보존해야 하는 경우에는 해당 개인정보를 다른 개인정보와 분리하여 저장·관리합니다.

## 7. 정보주체와 법정대리인의 권리·의무 및 행사 방법

① 정보주체는 의원에 대하여 언제든지 개인정보의 열람, 정정·삭제, 처리정지를 요구하거나 동의를 철회할 수 있습니다.

② 회원은 마이페이지에서 자신의 정보를 열람·수정하거나 탈퇴할 수 있으며, 마케팅 정보 수신 동의를 철회할 수 있습니다. 그 밖의 권리는 서면, 전화, 이메일로 개인정보 보호책임자에게 요청하실 수 있으며, 의원은 지체 없이, 늦어도 10일 이내에 조치하겠습니다.

③ 권리 행사는 정보주체의 법정대리인이나 위임을 받은 사람 등 대리인을 통해서도 할 수 있습니다. 이 경우 위임장을 제출하셔야 합니다.

④ 개인정보의 열람과 처리정지 요구는 「개인정보 보호법」 제35조 제4항과 제37조 제2항에 따라 제한될 수 있으며, 다른 법령에서 그 개인정보가 수집 대상으로 명시되어 있는 경우에는 삭제를 요구할 수 없습니다.

⑤ 의원은 권리 행사를 요구한 분이 본인이거나 정당한 대리인인지 확인합니다.

⑥ 정보주체는 자신의 개인정보를 정확하게 유지해야 하며, 다른 사람의 개인정보를 도용하거나 부정하게 이용해서는 안 됩니다.

## 8. 만 14세 미만 아동의 개인정보

의원은 만 14세 미만 아동의 회원가입을 받지 않습니다. 회원가입 때 생년월일로 나이를 확인하며, 만 14세 미만 아동의 개인정보가 수집된 사실을 알게 되면 지체 없이 파기합니다. 만 14세 미만 아동에 관한 상담은 법정대리인이 신청해 주시기 바랍니다.

## 9. 개인정보의 안전성 확보 조치

의원은 「개인정보 보호법」 제29조에 따라 개인정보의 안전성을 확보하기 위하여 다음과 같은 조치를 하고 있습니다.

- 관리적 조치: 내부 관리계획의 수립·시행, 개인정보를 취급하는 직원의 최소화와 정기적인 교육
- 비밀번호 암호화: 회원의 비밀번호는 되돌릴 수 없는 일방향 암호화(해시) 방식으로 저장하므로 의원 직원도 알 수 없습니다.
- 전송 구간 암호화: 사이트와 이용자 사이에 주고받는 정보는 보안 연결(HTTPS)로 암호화합니다.
- 접근 권한 관리: 개인정보처리시스템에 대한 접근 권한은 업무에 필요한 직원에게만 부여하고, 권한의 부여·변경·말소 내역을 관리합니다.
- 접속기록 보관: 직원이 회원의 개인정보를 조회하거나 변경할 때마다 직원 계정, 일시, 접속 IP 주소, 대상, 작업 내용을 기록하여 2년 동안 보관하고 정기적으로 점검합니다.
- 무단 접근 방지: 로그인 시도 횟수 제한 등으로 외부의 무단 접근을 막고, 상담 신청 내용은 비공개로 처리하여 권한이 있는 직원만 볼 수 있도록 합니다.
- 파일 보관: 회원과 상담 신청자가 올린 파일은 공개되지 않는 저장소에 보관하며, 권한이 있는 직원만 열람할 수 있습니다.
- 보안 점검: 사이트와 개인정보처리시스템의 보안 취약점을 점검하고, 소프트웨어를 정기적으로 업데이트합니다.

## 10. 개인정보 자동 수집 장치의 설치·운영 및 거부

① 사이트는 로그인 상태 유지, 선택한 언어 기억 등 편리한 서비스를 제공하기 위하여 쿠키와 브라우저 저장소(로컬 스토리지, 세션 스토리지)를 사용합니다. 쿠키는 사이트가 이용자의 브라우저에 보내는 작은 텍스트 파일이며, 브라우저 저장소는 사이트가 이용자의 기기에 정보를 저장하는 기능입니다.

② 이 정보는 이용자의 기기에 저장되며, 의원은 이를 맞춤형 광고에 사용하지 않습니다.

③ 이용자는 웹 브라우저의 설정 메뉴에서 쿠키와 사이트 데이터의 저장을 거부하거나 삭제할 수 있습니다. 다만 저장을 거부하면 로그인 등 일부 서비스를 이용하기 어려울 수 있습니다.

## 11. 개인정보 보호책임자

의원은 개인정보 처리에 관한 업무를 총괄하여 책임지고, 개인정보 처리와 관련한 정보주체의 불만 처리와 피해 구제를 위하여 다음과 같이 개인정보 보호책임자를 지정하고 있습니다.

- 성명: 홍길동
- 직위: 대표원장
- 전화: {{phone}}
- 이메일: privacy@example.com

정보주체는 사이트를 이용하면서 생긴 개인정보 보호 관련 문의, 불만 처리, 피해 구제 등에 관한 사항을 개인정보 보호책임자에게 문의하실 수 있으며, 의원은 지체 없이 답변하고 처리하겠습니다.

## 12. 권익침해 구제 방법

정보주체는 개인정보 침해로 인한 구제를 받기 위하여 다음 기관에 분쟁 해결이나 상담 등을 신청할 수 있습니다.

- 개인정보침해신고센터(한국인터넷진흥원 운영): 국번 없이 118, privacy.kisa.or.kr
- 개인정보 분쟁조정위원회: 1833-6972, www.kopico.go.kr
- 대검찰청: 국번 없이 1301, www.spo.go.kr
- 경찰청: 국번 없이 182, ecrm.police.go.kr

## 13. 개인정보처리방침의 변경

이 개인정보처리방침은 2026년 11월 1일부터 적용됩니다. 내용을 추가하거나 삭제하거나 수정하는 경우에는 시행 7일 전부터 사이트에 공지하며, 수집하는 항목이나 이용 목적의 변경 등 정보주체의 권리에 중요한 변경이 있는 경우에는 시행 30일 전부터 공지합니다. 변경 전의 개인정보처리방침은 의원에 요청하시면 확인하실 수 있습니다.`;

const PRIVACY_POLICY_EN = `This English version is a translation provided for convenience. If there is any discrepancy between the Korean version and this translation, the Korean version prevails.

In accordance with Article 30 of the Personal Information Protection Act, Seoul Vein Thoracic Surgery Clinic (the "Clinic") establishes and publishes this Privacy Policy to protect the personal information of data subjects and to handle related complaints quickly and smoothly. This Policy applies to personal information processed on the website operated by the Clinic (the "Site").

## 1. Purposes of Processing Personal Information

The Clinic processes personal information for the following purposes. Personal information is not used for any other purpose; if a purpose changes, the Clinic will take the necessary steps, such as obtaining separate consent under Article 18 of the Personal Information Protection Act.

- Membership sign-up and management: confirming the intention to sign up, identity verification, refusing sign-up by persons under 14, maintaining and managing membership, preventing misuse, and sending notices and notifications
- Confirming institution members: checking the institution and employment of persons who apply as institution members
- Handling consultation requests: reviewing requests, answering and contacting the person, and guidance on booking appointments
- Operating bulletin boards: registering and managing posts and responding to inquiries
- Providing marketing information (only to those who have agreed to receive it): news and event announcements from the Clinic
- Service operation and security: service usage statistics, understanding access frequency, and preventing unauthorized access and abnormal use

## 2. Personal Information Processed

The Clinic processes the following personal information. The Clinic does not collect resident registration numbers on the Site.

- Membership sign-up: username, password, name, e-mail address, mobile phone number, date of birth
- Institution member sign-up (additional items): institution name, business registration certificate, certificate of employment
- Consultation requests: name, mobile phone number, e-mail address, treatment of interest, message, attachments
- Information generated and collected automatically while the services are used: access logs such as IP address, access time and service usage records, and information stored in cookies and browser storage (such as local storage)

Personal information is collected when users enter it directly in the sign-up or consultation request forms or upload files, and access logs and similar information are generated and collected automatically while the services are used. Verification codes sent to your mobile phone or e-mail address are used only to confirm your identity.

Consultation messages and attachments may contain health information, such as symptoms (sensitive information). The Clinic processes such information only to answer the consultation, on the basis of the consent given when the request is made. Please do not include information that is not needed for the consultation.

Please limit attachments to what the consultation needs, such as test reports or photos, and cover any resident registration number on a document before uploading it. Institution members are also asked to cover resident registration numbers and other details not needed to confirm their affiliation on the business registration certificate and certificate of employment they submit.

## 3. Processing and Retention Periods

The Clinic processes and retains personal information within the retention period set by law or agreed to by the data subject. The retention periods for each item are as follows.

- Member information (including documents submitted by institution members): until withdrawal from membership
- Withdrawal records (username, time of withdrawal): 30 days from withdrawal (to prevent reuse of the same username and fraudulent sign-up)
- Consultation request information: 1 year from receipt
- Records of consent to receive marketing information: until the consent is withdrawn or the member withdraws
- Access records of the personal information processing system (records of staff viewing or changing members' personal information): 2 years
- Site access logs: 3 months from collection

As the Clinic does not sell goods or take payments on the Site, it is not subject to obligations to keep transaction records under laws such as the Act on the Consumer Protection in Electronic Commerce. Medical records such as medical charts are not processed through this Site; they are kept separately at the Clinic for the periods set by the Medical Service Act.

However, if an investigation or inquiry concerning a violation of the relevant laws is in progress, information may be retained until that investigation or inquiry is completed. Personal information whose retention period has passed is destroyed according to the procedures and methods in section 6.

## 4. Provision of Personal Information to Third Parties

The Clinic processes personal information only within the purposes stated in section 1 and does not provide it to third parties. Exceptions are cases permitted by Articles 17 and 18 of the Personal Information Protection Act, such as when the data subject has given separate consent, or when a law specifically requires it or it is unavoidable to comply with a legal obligation. Even then, the Clinic provides only the minimum necessary and keeps a record of the provision.

## 5. Entrustment of Personal Information Processing

To provide the services smoothly, the Clinic entrusts personal information processing as follows.

- ○○ Co., Ltd.: operating the Site's servers and storing data (hosting)
- ○○ Co., Ltd.: sending text messages (SMS) (verification codes, notifications of answers to consultations, and news for those who have agreed to receive it)
- ○○ Co., Ltd.: sending e-mail

Entrusted companies destroy personal information when the entrustment contract ends or when the period needed for the entrusted work has passed.

When concluding an entrustment contract, the Clinic sets out in the contract or another document, in accordance with Article 26 of the Personal Information Protection Act, the prohibition of processing personal information for purposes other than the entrusted work, technical and administrative safeguards, restrictions on re-entrustment, management and supervision of the entrusted company, and responsibility such as compensation for damage, and supervises whether the entrusted company processes personal information safely. If the entrusted work or the entrusted company changes, the Clinic discloses this in this Policy without delay.

## 6. Procedures and Methods of Destruction

The Clinic destroys personal information without delay when it is no longer needed because the retention period has passed or the purpose of processing has been achieved.

- Procedure: personal information for which a reason for destruction has arisen is selected and destroyed with the approval of the privacy officer.
- Method: information in electronic files is deleted using technical methods that make it impossible to recover or reproduce, and information printed on paper is shredded or incinerated.

If personal information must be kept under other laws, it is stored and managed separately from other personal information.

## 7. Rights and Obligations of Data Subjects and Legal Representatives, and How to Exercise Them

① Data subjects may at any time ask the Clinic to let them view, correct or delete their personal information or to suspend its processing, and may withdraw their consent.

② Members can view and edit their information, withdraw from membership and withdraw consent to receive marketing information on My Page. Other rights may be exercised by contacting the privacy officer in writing, by phone or by e-mail, and the Clinic will act without delay and within 10 days at the latest.

③ Rights may also be exercised through a representative, such as the data subject's legal representative or a person authorized by the data subject. In that case, a power of attorney must be submitted.

④ Requests to view personal information or to suspend its processing may be restricted under Article 35(4) and Article 37(2) of the Personal Information Protection Act, and deletion cannot be requested where other laws specify the personal information as something to be collected.

⑤ The Clinic checks whether the person making a request is the data subject or a legitimate representative.

⑥ Data subjects must keep their own personal information accurate and must not steal or improperly use other people's personal information.

## 8. Personal Information of Children under 14

The Clinic does not accept sign-ups from children under the age of 14. Age is checked with the date of birth at sign-up, and if the Clinic learns that personal information of a child under 14 has been collected, it destroys it without delay. Please have a legal representative make consultation requests concerning children under 14.

## 9. Measures to Ensure the Security of Personal Information

In accordance with Article 29 of the Personal Information Protection Act, the Clinic takes the following measures to keep personal information secure.

- Administrative measures: establishing and implementing an internal management plan, keeping the number of staff who handle personal information to a minimum, and training them regularly
- Password encryption: members' passwords are stored using irreversible one-way encryption (hashing), so that not even the Clinic's staff can know them.
- Encryption in transit: information exchanged between the Site and users is encrypted over a secure connection (HTTPS).
- Access control: access to the personal information processing system is granted only to staff who need it for their work, and the granting, change and removal of access rights are recorded.
- Keeping access records: each time staff view or change a member's personal information, the staff account, time, IP address, the person concerned and the action are recorded, kept for 2 years and checked regularly.
- Preventing unauthorized access: unauthorized access from outside is blocked by measures such as limiting login attempts, and consultation requests are kept private so that only authorized staff can see them.
- Storing files: files uploaded by members and people requesting consultations are kept in storage that is not public and can be opened only by authorized staff.
- Security checks: the Site and the personal information processing system are checked for security vulnerabilities, and software is updated regularly.

## 10. Installation, Operation and Refusal of Devices that Collect Personal Information Automatically

① The Site uses cookies and browser storage (local storage and session storage) to provide convenient services, such as keeping you logged in and remembering the language you chose. Cookies are small text files that a site sends to the user's browser, and browser storage is a feature that lets a site store information on the user's device.

② This information is stored on the user's device, and the Clinic does not use it for targeted advertising.

③ Users can refuse or delete the storage of cookies and site data in their web browser's settings. If storage is refused, however, some services such as logging in may be difficult to use.

## 11. Privacy Officer

The Clinic has designated the following privacy officer, who is responsible for all work relating to the processing of personal information and for handling complaints and providing remedies to data subjects in connection with it.

- Name: Gil-dong Hong
- Position: Director
- Phone: {{phone}}
- E-mail: privacy@example.com

Data subjects may contact the privacy officer about any inquiry, complaint or request for remedy concerning personal information protection that arises while using the Site, and the Clinic will answer and deal with it without delay.

## 12. Remedies for Infringement of Rights

To obtain remedies for infringement of personal information, data subjects may apply for dispute resolution or counselling to the following organizations.

- Personal Information Infringement Report Center (run by the Korea Internet & Security Agency): 118 (no area code), privacy.kisa.or.kr
- Personal Information Dispute Mediation Committee: 1833-6972, www.kopico.go.kr
- Supreme Prosecutors' Office: 1301 (no area code), www.spo.go.kr
- Korean National Police Agency: 182 (no area code), ecrm.police.go.kr

## 13. Changes to this Privacy Policy

This Privacy Policy applies from 1 November 2026. If any content is added, deleted or amended, the Clinic announces it on the Site from 7 days before it takes effect; if there is an important change to data subjects' rights, such as a change in the items collected or the purposes of use, the Clinic announces it from 30 days before it takes effect. Previous versions of the Privacy Policy are available from the Clinic on request.`;

const PRIVACY_POLICY_CN = `本中文版本是为方便阅读而提供的译文。如韩文版本与本译文之间存在不一致之处，以韩文版本为准。

首尔下肢静脉胸外科医院（以下简称“本院”）依照韩国《个人信息保护法》第30条，为保护信息主体的个人信息并迅速、顺利地处理相关投诉，制定并公开本个人信息处理方针。本方针适用于本院运营的网站（以下简称“本网站”）所处理的个人信息。

## 1. 个人信息的处理目的

本院为下列目的处理个人信息。所处理的个人信息不会用于下列目的以外的用途；如使用目的发生变化，本院将依照《个人信息保护法》第18条另行征得同意等，采取必要措施。

- 会员注册与管理：确认注册意愿、本人验证、限制未满14周岁者注册、维持和管理会员资格、防止不正当使用、发送各类告知和通知
- 确认机构会员：确认申请注册机构会员者的所属机构和在职情况
- 处理咨询申请：确认咨询内容、答复与联系、就诊预约指引
- 运营版块：帖子的发布与管理、回应咨询
- 提供营销信息（仅限同意接收者）：本院新闻和活动通知
- 服务运营与安全：服务使用统计、了解访问频率、防止非法访问和异常使用

## 2. 处理的个人信息项目

本院处理下列个人信息。本院不在本网站收集居民登记号码。

- 会员注册：用户名、密码、姓名、电子邮箱、手机号码、出生日期
- 机构会员注册（附加项目）：机构名称、营业执照（营业登记证）、在职证明
- 咨询申请：姓名、手机号码、电子邮箱、感兴趣的诊疗项目、咨询内容、附件
- 使用服务过程中自动生成和收集的信息：访问IP地址、访问时间、服务使用记录等访问日志，以及保存在Cookie和浏览器存储（本地存储等）中的信息

个人信息通过用户在会员注册或咨询申请表格中直接填写或上传文件的方式收集，访问日志等信息在使用服务的过程中自动生成并收集。为确认本人身份而发送至手机或电子邮箱的验证码，仅用于确认本人身份。

咨询内容和附件中可能包含症状等与健康相关的信息（敏感信息）。本院仅依据提交咨询申请时取得的同意，为答复咨询的目的处理此类信息。请勿填写咨询所不必要的信息。

附件请仅限于咨询所需的检查报告、照片等；如文件上有居民登记号码，请遮盖该部分后再上传。机构会员提交营业执照（营业登记证）和在职证明时，也请遮盖居民登记号码等确认所属关系所不需要的信息后再提交。

## 3. 个人信息的处理和保存期限

本院在法律规定的保存期限或经信息主体同意的保存期限内处理和保存个人信息。各项目的保存期限如下。

- 会员信息（包括机构会员提交的材料）：至会员注销时
- 注销记录（用户名、注销时间）：自注销之日起30日（用于防止同一用户名被重复使用和不正当注册）
- 咨询申请信息：自受理之日起1年
- 营销信息接收同意记录：至撤回同意或会员注销时
- 个人信息处理系统访问记录（工作人员查询或变更会员个人信息的记录）：2年
- 网站访问日志：自收集之日起3个月

由于本院不在本网站销售商品或收取款项，因此不属于须依照《电子商务等消费者保护法》等法律保存交易记录的情形。病历等与诊疗相关的记录不通过本网站处理，而是由本院依照《医疗法》规定的期限另行保存。

但如因违反相关法律法规而正在进行侦查或调查等，可保存至该侦查或调查结束时。保存期限届满的个人信息，将依照第6项规定的程序和方法销毁。

## 4. 向第三方提供个人信息

本院仅在第1项所述目的范围内处理信息主体的个人信息，不向第三方提供。但信息主体另行同意、法律有特别规定或为履行法定义务所不可避免等《个人信息保护法》第17条和第18条允许的情形除外。即使在此类情形下，本院也仅在必要的最小范围内提供，并记录和管理提供情况。

## 5. 个人信息处理的委托

为顺利提供服务，本院委托处理下列个人信息处理业务。

- ○○株式会社：网站服务器运营和数据保管（托管）
- ○○株式会社：发送短信（验证码、咨询答复通知、向同意接收者发送的新闻通知）
- ○○株式会社：发送电子邮件

受托方在委托合同终止或委托业务所需期限届满后销毁个人信息。

本院在签订委托合同时，依照《个人信息保护法》第26条，在合同等文件中明确规定禁止为委托业务以外的目的处理个人信息、技术和管理保护措施、再委托限制、对受托方的管理和监督、损害赔偿等责任事项，并监督受托方是否安全地处理个人信息。委托业务的内容或受托方发生变化时，本院将及时通过本方针公开。

## 6. 个人信息的销毁程序和方法

保存期限届满或处理目的已实现、个人信息不再需要时，本院将及时销毁。

- 销毁程序：选定出现销毁事由的个人信息，经个人信息保护负责人批准后销毁。
- 销毁方法：电子文件形式的信息采用无法恢复或再现的技术方法删除，打印在纸上的信息予以粉碎或焚烧。

依照其他法律须继续保存个人信息的，将该个人信息与其他个人信息分开存储和管理。

## 7. 信息主体及法定代理人的权利、义务及行使方法

① 信息主体可随时要求本院查阅、更正、删除其个人信息或停止处理，也可撤回同意。

② 会员可在“我的页面”查阅和修改本人信息、注销会员，以及撤回营销信息接收同意。其他权利可通过书面、电话或电子邮件向个人信息保护负责人提出，本院将及时处理，最迟在10日内采取措施。

③ 权利也可通过信息主体的法定代理人或受托人等代理人行使。此时须提交授权委托书。

④ 查阅个人信息和要求停止处理的权利，可能依照《个人信息保护法》第35条第4款和第37条第2款受到限制；其他法律明确规定该个人信息为收集对象的，不得要求删除。

⑤ 本院将确认提出行使权利要求者是否为本人或合法代理人。

⑥ 信息主体应确保本人个人信息的准确性，不得盗用或不正当使用他人的个人信息。

## 8. 未满14周岁儿童的个人信息

本院不接受未满14周岁儿童注册会员。注册时通过出生日期确认年龄；如得知收集了未满14周岁儿童的个人信息，将及时销毁。有关未满14周岁儿童的咨询，请由其法定代理人提出申请。

## 9. 确保个人信息安全的措施

本院依照《个人信息保护法》第29条，为确保个人信息安全采取下列措施。

- 管理措施：制定并实施内部管理计划，尽量减少处理个人信息的工作人员，并定期开展培训
- 密码加密：会员密码采用不可逆的单向加密（哈希）方式存储，本院工作人员也无法得知。
- 传输加密：本网站与用户之间传输的信息通过安全连接（HTTPS）加密。
- 访问权限管理：个人信息处理系统的访问权限仅授予工作需要的人员，并记录权限的授予、变更和撤销情况。
- 访问记录保存：工作人员每次查询或变更会员个人信息时，记录工作人员账号、时间、访问IP地址、对象和操作内容，保存2年并定期检查。
- 防止非法访问：通过限制登录尝试次数等措施阻止外部非法访问；咨询申请内容不公开，仅有权限的工作人员可以查看。
- 文件保管：会员和咨询申请人上传的文件保存在不公开的存储空间中，仅有权限的工作人员可以查看。
- 安全检查：检查本网站和个人信息处理系统的安全漏洞，并定期更新软件。

## 10. 自动收集个人信息装置的安装、运行及拒绝

① 本网站为提供保持登录状态、记住所选语言等便利服务，使用Cookie和浏览器存储（本地存储、会话存储）。Cookie是网站发送到用户浏览器的小型文本文件，浏览器存储是网站在用户设备上保存信息的功能。

② 这些信息保存在用户的设备上，本院不将其用于定向广告。

③ 用户可在网页浏览器的设置菜单中拒绝或删除Cookie和网站数据的存储。但拒绝存储时，登录等部分服务可能无法正常使用。

## 11. 个人信息保护负责人

本院全面负责个人信息处理相关业务，并为处理信息主体与个人信息处理相关的投诉及提供损害救济，指定个人信息保护负责人如下。

- 姓名：洪吉童
- 职务：院长
- 电话：{{phone}}
- 电子邮箱：privacy@example.com

信息主体可就使用本网站过程中产生的个人信息保护相关咨询、投诉处理、损害救济等事项联系个人信息保护负责人，本院将及时答复和处理。

## 12. 权益受侵害时的救济方法

信息主体为获得个人信息受侵害的救济，可向下列机构申请纠纷解决或咨询。

- 个人信息侵害举报中心（韩国互联网振兴院运营）：118（无需区号），privacy.kisa.or.kr
- 个人信息纠纷调解委员会：1833-6972，www.kopico.go.kr
- 大检察厅：1301（无需区号），www.spo.go.kr
- 警察厅：182（无需区号），ecrm.police.go.kr

## 13. 个人信息处理方针的变更

本个人信息处理方针自2026年11月1日起适用。如有内容增加、删除或修改，本院将自施行7日前起在本网站公告；如收集项目或使用目的发生变更等对信息主体权利有重要影响的变更，将自施行30日前起公告。如需查看变更前的个人信息处理方针，可向本院申请。`;

const PRIVACY_POLICY_JP = `この日本語版は便宜のために提供する翻訳です。韓国語版と本翻訳の内容に相違がある場合は、韓国語版が優先します。

ソウル下肢静脈 胸部外科医院（以下「当院」）は、韓国「個人情報保護法」第30条に基づき、情報主体の個人情報を保護し、これに関する苦情を迅速かつ円滑に処理できるよう、次のとおり個人情報処理方針を定めて公開します。本方針は、当院が運営するウェブサイト（以下「本サイト」）で取り扱う個人情報に適用されます。

## 1. 個人情報の処理目的

当院は、次の目的のために個人情報を処理します。処理した個人情報は次の目的以外には利用せず、利用目的が変わる場合は「個人情報保護法」第18条に基づき別途同意を得るなど、必要な措置を講じます。

- 会員登録と管理：登録意思の確認、本人確認、満14歳未満の登録制限、会員資格の維持・管理、不正利用の防止、各種のお知らせと通知
- 機関会員の確認：機関会員として登録を申し込んだ方の所属機関と在職の確認
- 相談申込の処理：相談内容の確認、回答と連絡、診療予約のご案内
- 掲示板の運営：投稿の登録と管理、お問い合わせへの対応
- マーケティング情報の提供（受信に同意した方に限ります）：当院のニュースとイベントのご案内
- サービスの運営とセキュリティ：サービス利用統計、アクセス頻度の把握、不正アクセスや異常な利用の防止

## 2. 処理する個人情報の項目

当院は、次の個人情報を処理します。当院は、本サイトで住民登録番号を収集しません。

- 会員登録：ID、パスワード、氏名、メールアドレス、携帯電話番号、生年月日
- 機関会員登録（追加項目）：機関名、事業者登録証、在職証明書
- 相談申込：氏名、携帯電話番号、メールアドレス、関心のある診療、相談内容、添付ファイル
- サービス利用の過程で自動的に生成・収集される情報：アクセスIPアドレス、アクセス日時、サービス利用記録などのアクセスログ、クッキーとブラウザのストレージ（ローカルストレージなど）に保存される情報

個人情報は、利用者が会員登録や相談申込のフォームに直接入力し、またはファイルをアップロードする方法で収集し、アクセスログなどはサービスを利用する過程で自動的に生成・収集されます。本人確認のために携帯電話やメールに送信する認証番号は、本人確認にのみ使用します。

相談内容や添付ファイルには、症状など健康に関する情報（センシティブ情報）が含まれることがあります。当院は、こうした情報を相談申込の際にいただいた同意に基づき、相談に回答する目的にのみ処理します。相談に必要のない情報は記載しないようお願いいたします。

添付ファイルは検査結果や写真など相談に必要なものに限り、住民登録番号が記載された書類はその部分を隠してからアップロードしてください。機関会員が提出する事業者登録証と在職証明書についても、所属の確認に必要のない住民登録番号などは隠してから提出してください。

## 3. 個人情報の処理および保有期間

当院は、法令に基づく保有期間または情報主体から同意を得た保有期間の範囲内で個人情報を処理・保有します。項目ごとの保有期間は次のとおりです。

- 会員情報（機関会員の提出書類を含みます）：退会時まで
- 退会記録（ID、退会日時）：退会日から30日間（同じIDの再利用と不正登録の防止のため）
- 相談申込情報：受付日から1年間
- マーケティング情報の受信同意記録：同意の撤回または退会時まで
- 個人情報処理システムのアクセス記録（職員が会員の個人情報を閲覧または変更した記録）：2年間
- 本サイトのアクセスログ：収集日から3か月間

当院は本サイトで商品の販売や決済を行わないため、「電子商取引等における消費者保護に関する法律」などに基づいて取引記録を保存する必要がある場合には該当しません。診療録など診療に関する記録は本サイトでは取り扱わず、当院において「医療法」に定める期間、別途保存します。

ただし、関係法令違反に関する捜査や調査などが進行中の場合は、その捜査や調査が終了するまで保有することがあります。保有期間が経過した個人情報は、6.に定める手続きと方法に従って破棄します。

## 4. 個人情報の第三者提供

当院は、情報主体の個人情報を1.に記載した目的の範囲内でのみ処理し、第三者に提供しません。ただし、情報主体が別途同意した場合、法律に特別の規定がある場合、法令上の義務を遵守するためにやむを得ない場合など、「個人情報保護法」第17条および第18条で認められる場合を除きます。この場合も必要最小限の範囲でのみ提供し、提供した事実を記録して管理します。

## 5. 個人情報の処理の委託

当院は、円滑なサービス提供のため、次のとおり個人情報の処理業務を委託しています。

- ○○株式会社：本サイトのサーバー運営とデータ保管（ホスティング）
- ○○株式会社：SMSの送信（認証番号、相談回答の通知、受信に同意した方へのニュースのご案内）
- ○○株式会社：メールの送信

受託者は、委託契約が終了したとき、または委託業務に必要な期間が経過したときに個人情報を破棄します。

当院は、委託契約を締結する際、「個人情報保護法」第26条に基づき、委託業務の遂行目的以外での個人情報の処理の禁止、技術的・管理的な保護措置、再委託の制限、受託者に対する管理・監督、損害賠償などの責任に関する事項を契約書などの文書に明記し、受託者が個人情報を安全に処理しているかを監督します。委託業務の内容や受託者が変わった場合は、遅滞なく本方針で公開します。

## 6. 個人情報の破棄の手続きと方法

当院は、保有期間が経過し、または処理目的が達成されて個人情報が不要になった場合は、遅滞なく破棄します。

- 破棄の手続き：破棄事由が生じた個人情報を選定し、個人情報保護責任者の承認を得て破棄します。
- 破棄の方法：電子ファイル形式の情報は復元・再生できない技術的方法で削除し、紙に出力された情報は粉砕または焼却します。

他の法令に基づき個人情報を引き続き保存しなければならない場合は、当該個人情報を他の個人情報と分離して保存・管理します。

## 7. 情報主体と法定代理人の権利・義務およびその行使方法

① 情報主体は、当院に対していつでも、個人情報の閲覧、訂正・削除、処理停止を求め、または同意を撤回することができます。

② 会員は、マイページで自身の情報を閲覧・修正し、退会し、マーケティング情報の受信同意を撤回することができます。その他の権利については、書面、電話、メールで個人情報保護責任者にご請求いただけます。当院は遅滞なく、遅くとも10日以内に対応します。

③ 権利は、情報主体の法定代理人や委任を受けた方などの代理人を通じて行使することもできます。この場合は委任状をご提出いただく必要があります。

④ 個人情報の閲覧および処理停止の請求は、「個人情報保護法」第35条第4項および第37条第2項により制限されることがあり、他の法令でその個人情報が収集対象として明示されている場合は、削除を請求することはできません。

⑤ 当院は、権利の行使を求めた方がご本人または正当な代理人であるかを確認します。

⑥ 情報主体は、ご自身の個人情報を正確に保つ必要があり、他人の個人情報を盗用し、または不正に利用してはなりません。

## 8. 満14歳未満の児童の個人情報

当院は、満14歳未満の児童の会員登録を受け付けません。会員登録の際に生年月日で年齢を確認し、満14歳未満の児童の個人情報を収集したことが判明した場合は、遅滞なく破棄します。満14歳未満の児童に関するご相談は、法定代理人の方がお申し込みください。

## 9. 個人情報の安全性確保のための措置

当院は、「個人情報保護法」第29条に基づき、個人情報の安全性を確保するため次の措置を講じています。

- 管理的措置：内部管理計画の策定・実施、個人情報を取り扱う職員の最小化と定期的な教育
- パスワードの暗号化：会員のパスワードは元に戻せない一方向の暗号化（ハッシュ）方式で保存するため、当院の職員も知ることはできません。
- 通信経路の暗号化：本サイトと利用者との間でやり取りする情報は、安全な接続（HTTPS）で暗号化します。
- アクセス権限の管理：個人情報処理システムへのアクセス権限は業務上必要な職員にのみ付与し、権限の付与・変更・抹消の履歴を管理します。
- アクセス記録の保管：職員が会員の個人情報を閲覧または変更するたびに、職員アカウント、日時、アクセスIPアドレス、対象、作業内容を記録して2年間保管し、定期的に点検します。
- 不正アクセスの防止：ログイン試行回数の制限などにより外部からの不正アクセスを防ぎ、相談申込の内容は非公開として権限のある職員のみが閲覧できるようにしています。
- ファイルの保管：会員や相談申込者がアップロードしたファイルは非公開のストレージに保管し、権限のある職員のみが閲覧できます。
- セキュリティ点検：本サイトと個人情報処理システムのセキュリティ上の脆弱性を点検し、ソフトウェアを定期的に更新します。

## 10. 個人情報を自動的に収集する装置の設置・運営および拒否

① 本サイトは、ログイン状態の維持や選択した言語の記憶など、便利なサービスを提供するために、クッキーとブラウザのストレージ（ローカルストレージ、セッションストレージ）を使用します。クッキーはサイトが利用者のブラウザに送信する小さなテキストファイルで、ブラウザのストレージはサイトが利用者の端末に情報を保存する機能です。

② これらの情報は利用者の端末に保存され、当院はこれをターゲティング広告には使用しません。

③ 利用者は、ウェブブラウザの設定メニューで、クッキーとサイトデータの保存を拒否し、または削除することができます。ただし、保存を拒否した場合、ログインなど一部のサービスが利用しにくくなることがあります。

## 11. 個人情報保護責任者

当院は、個人情報の処理に関する業務を統括して責任を負い、個人情報の処理に関する情報主体の苦情処理と被害救済のため、次のとおり個人情報保護責任者を指定しています。

- 氏名：洪吉童（ホン・ギルドン）
- 職位：院長
- 電話：{{phone}}
- メール：privacy@example.com

情報主体は、本サイトの利用中に生じた個人情報保護に関するお問い合わせ、苦情処理、被害救済などについて、個人情報保護責任者にお問い合わせいただけます。当院は遅滞なく回答し、対応します。

## 12. 権益侵害の救済方法

情報主体は、個人情報の侵害による救済を受けるため、次の機関に紛争解決や相談などを申し込むことができます。

- 個人情報侵害申告センター（韓国インターネット振興院運営）：118（局番なし）、privacy.kisa.or.kr
- 個人情報紛争調停委員会：1833-6972、www.kopico.go.kr
- 大検察庁：1301（局番なし）、www.spo.go.kr
- 警察庁：182（局番なし）、ecrm.police.go.kr

## 13. 個人情報処理方針の変更

本個人情報処理方針は、2026年11月1日から適用します。内容を追加、削除または修正する場合は施行の7日前から本サイトでお知らせし、収集する項目や利用目的の変更など、情報主体の権利に重要な変更がある場合は施行の30日前からお知らせします。変更前の個人情報処理方針は、当院にご請求いただければご確認いただけます。`;

// ---------------------------------------------------------------------------------------------
// 개인정보 수집·이용 동의 (sign-up, required)
// ---------------------------------------------------------------------------------------------

const PRIVACY_CONSENT_KO = `서울하지정맥 흉부외과의원은 회원가입과 회원 관리를 위하여 아래와 같이 개인정보를 수집·이용합니다. 내용을 읽어 보시고 동의 여부를 결정해 주시기 바랍니다.

## 수집·이용 목적

회원 가입 의사 확인과 본인 확인, 만 14세 미만 가입 제한, 회원 자격 관리, 상담 내역 확인과 게시판 이용 등 회원 서비스 제공, 서비스 관련 공지 전달, 부정 이용 방지

## 수집 항목

- 필수 항목: 아이디, 비밀번호, 이름, 이메일, 휴대전화 번호, 생년월일
- 기관회원 추가 항목: 기관명, 사업자등록증, 재직증명서

## 보유 및 이용 기간

회원 탈퇴 시까지 보유·이용하며, 탈퇴하면 지체 없이 파기합니다. 다만 같은 아이디의 재사용을 막기 위하여 아이디와 탈퇴 일시는 탈퇴일로부터 30일 동안 보관한 뒤 파기합니다.

## 동의를 거부할 권리와 거부에 따른 불이익

개인정보 수집·이용에 대한 동의를 거부하실 수 있습니다. 다만 이 동의는 회원가입에 꼭 필요하므로, 동의하지 않으시면 회원가입을 하실 수 없습니다. 회원가입을 하지 않으셔도 사이트의 진료 안내 정보는 보실 수 있습니다.`;

const PRIVACY_CONSENT_EN = `This English version is a translation provided for convenience. If there is any discrepancy between the Korean version and this translation, the Korean version prevails.

Seoul Vein Thoracic Surgery Clinic collects and uses personal information as set out below for membership sign-up and management. Please read the following and decide whether to agree.

## Purposes of collection and use

Confirming your intention to sign up and verifying your identity, refusing sign-up by persons under 14, managing membership, providing member services such as viewing your consultation history and using the bulletin boards, sending service-related notices, and preventing misuse

## Items collected

- Required items: username, password, name, e-mail address, mobile phone number, date of birth
- Additional items for institution members: institution name, business registration certificate, certificate of employment

## Retention and use period

The information is kept and used until you withdraw from membership and is destroyed without delay when you withdraw. However, to prevent reuse of the same username, the username and the time of withdrawal are kept for 30 days from withdrawal and then destroyed.

## Your right to refuse and the consequence of refusing

You may refuse to consent to the collection and use of personal information. As this consent is necessary for membership, however, you cannot sign up without it. You can still read the information about care on the Site without signing up.`;

const PRIVACY_CONSENT_CN = `本中文版本是为方便阅读而提供的译文。如韩文版本与本译文之间存在不一致之处，以韩文版本为准。

首尔下肢静脉胸外科医院为会员注册和会员管理，按如下内容收集和使用个人信息。请阅读以下内容后决定是否同意。

## 收集和使用目的

确认注册意愿和本人身份、限制未满14周岁者注册、管理会员资格、提供查看咨询记录和使用版块等会员服务、发送与服务相关的通知、防止不正当使用

## 收集项目

- 必填项目：用户名、密码、姓名、电子邮箱、手机号码、出生日期
- 机构会员附加项目：机构名称、营业执照（营业登记证）、在职证明

## 保存和使用期限

保存和使用至会员注销时，注销后及时销毁。但为防止同一用户名被重复使用，用户名和注销时间自注销之日起保存30日后销毁。

## 拒绝同意的权利及拒绝的后果

您可以拒绝同意收集和使用个人信息。但此项同意是注册会员所必需的，如不同意，将无法注册会员。即使不注册会员，您仍可浏览本网站的诊疗指南信息。`;

const PRIVACY_CONSENT_JP = `この日本語版は便宜のために提供する翻訳です。韓国語版と本翻訳の内容に相違がある場合は、韓国語版が優先します。

ソウル下肢静脈 胸部外科医院は、会員登録と会員管理のため、以下のとおり個人情報を収集・利用します。内容をお読みのうえ、同意するかどうかをお決めください。

## 収集・利用の目的

登録意思の確認と本人確認、満14歳未満の登録制限、会員資格の管理、相談履歴の確認や掲示板の利用などの会員サービスの提供、サービスに関するお知らせの送付、不正利用の防止

## 収集項目

- 必須項目：ID、パスワード、氏名、メールアドレス、携帯電話番号、生年月日
- 機関会員の追加項目：機関名、事業者登録証、在職証明書

## 保有および利用期間

退会時まで保有・利用し、退会された場合は遅滞なく破棄します。ただし、同じIDの再利用を防ぐため、IDと退会日時は退会日から30日間保管した後に破棄します。

## 同意を拒否する権利と拒否による不利益

個人情報の収集・利用への同意は拒否することができます。ただし、この同意は会員登録に必要なため、同意されない場合は会員登録ができません。会員登録をされなくても、本サイトの診療案内はご覧いただけます。`;

// ---------------------------------------------------------------------------------------------
// 마케팅 정보 수신 동의 (optional)
// ---------------------------------------------------------------------------------------------

const MARKETING_CONSENT_KO = `서울하지정맥 흉부외과의원은 마케팅 정보 수신에 동의하신 회원께 아래와 같이 소식을 보내 드립니다. 이 동의는 선택 사항입니다.

## 보내 드리는 정보

진료 일정 변경, 새로운 진료 안내 등 의원 소식과 건강강좌 등 행사 안내를 보내 드립니다. 「의료법」 등 관계 법령에 어긋나는 광고나 비급여 진료비 할인·면제처럼 환자를 유인하는 내용은 보내지 않습니다.

## 수신 방법

문자메시지(SMS), 이메일

## 이용 항목과 기간

이름, 휴대전화 번호, 이메일을 동의를 철회하시거나 회원 탈퇴를 하실 때까지 이용합니다. 수신 동의 여부는 관계 법령에 따라 2년마다 다시 확인해 드립니다.

## 동의 철회와 거부

동의하신 뒤에도 마이페이지에서 또는 의원에 연락하시어 언제든지 수신 동의를 철회하실 수 있습니다. 동의하지 않으셔도 회원가입과 사이트 이용에 불이익이 없습니다.`;

const MARKETING_CONSENT_EN = `This English version is a translation provided for convenience. If there is any discrepancy between the Korean version and this translation, the Korean version prevails.

Seoul Vein Thoracic Surgery Clinic sends news as set out below to members who have agreed to receive marketing information. This consent is optional.

## What we send

We send news from the Clinic, such as changes to the clinic schedule and information about new services, and announcements of events such as health talks. We do not send advertisements that violate the relevant laws, such as the Medical Service Act, or content that induces patients, such as discounts on or waivers of non-covered fees.

## Channels

Text messages (SMS) and e-mail

## Information used and period

Your name, mobile phone number and e-mail address are used until you withdraw your consent or withdraw from membership. As required by the relevant laws, we will ask you every 2 years to confirm whether you still wish to receive this information.

## Withdrawing or refusing consent

Even after agreeing, you can withdraw your consent at any time on My Page or by contacting the Clinic. If you do not agree, there is no disadvantage to your membership or your use of the Site.`;

const MARKETING_CONSENT_CN = `本中文版本是为方便阅读而提供的译文。如韩文版本与本译文之间存在不一致之处，以韩文版本为准。

首尔下肢静脉胸外科医院将按如下内容向同意接收营销信息的会员发送信息。此项同意为可选项。

## 发送的信息

我们将发送诊疗日程变更、新诊疗项目介绍等本院新闻，以及健康讲座等活动通知。我们不会发送违反《医疗法》等相关法律法规的广告，也不会发送非医保诊疗费用打折或减免等诱导患者的内容。

## 接收方式

短信（SMS）、电子邮件

## 使用项目和期限

在您撤回同意或注销会员之前，使用您的姓名、手机号码和电子邮箱。我们将依照相关法律法规，每2年再次向您确认是否继续同意接收。

## 撤回与拒绝同意

同意后，您也可以随时在“我的页面”或联系本院撤回接收同意。即使不同意，也不会影响您注册会员和使用本网站。`;

const MARKETING_CONSENT_JP = `この日本語版は便宜のために提供する翻訳です。韓国語版と本翻訳の内容に相違がある場合は、韓国語版が優先します。

ソウル下肢静脈 胸部外科医院は、マーケティング情報の受信に同意された会員の方に、以下のとおりお知らせをお送りします。この同意は任意です。

## お送りする情報

診療日程の変更や新しい診療のご案内などの当院のニュースと、健康講座などのイベントのご案内をお送りします。「医療法」などの関係法令に反する広告や、保険適用外の診療費の割引・免除のように患者を誘引する内容はお送りしません。

## 受信方法

SMS、メール

## 利用項目と期間

氏名、携帯電話番号、メールアドレスを、同意を撤回されるか退会されるまで利用します。受信への同意の有無は、関係法令に従い2年ごとに改めて確認させていただきます。

## 同意の撤回と拒否

同意された後も、マイページから、または当院へのご連絡により、いつでも受信の同意を撤回できます。同意されなくても、会員登録や本サイトの利用に不利益はありません。`;

// ---------------------------------------------------------------------------------------------
// 상담 신청 개인정보 수집·이용 동의 (consultation form, required)
// ---------------------------------------------------------------------------------------------

const CONSULTATION_CONSENT_KO = `서울하지정맥 흉부외과의원은 상담 신청에 답변해 드리기 위하여 아래와 같이 개인정보를 수집·이용합니다.

## 수집·이용 목적

상담 신청 내용 확인, 전화·문자메시지·이메일을 통한 답변과 연락, 진료 예약 안내

## 수집 항목

이름, 휴대전화 번호, 이메일, 관심 진료, 상담 내용, 첨부파일

상담 내용과 첨부파일에는 증상 등 건강에 관한 정보(민감정보)가 포함될 수 있으며, 이 정보도 위 목적으로만 이용합니다.

## 보유 및 이용 기간

접수일로부터 1년 동안 보관한 뒤 지체 없이 파기합니다. 보유 기간 중에도 삭제를 요청하시면 지체 없이 파기합니다.

## 동의를 거부할 권리

동의를 거부하실 수 있으나, 동의하지 않으시면 온라인 상담 신청을 하실 수 없습니다. 이 경우 전화({{phone}})로 문의하시거나 내원하시어 상담을 받으실 수 있습니다.`;

const CONSULTATION_CONSENT_EN = `This English version is a translation provided for convenience. If there is any discrepancy between the Korean version and this translation, the Korean version prevails.

Seoul Vein Thoracic Surgery Clinic collects and uses personal information as set out below in order to answer your consultation request.

## Purposes of collection and use

Reviewing your consultation request, answering and contacting you by phone, text message or e-mail, and guidance on booking an appointment

## Items collected

Name, mobile phone number, e-mail address, treatment of interest, message, attachments

Your message and attachments may contain health information, such as symptoms (sensitive information). This information, too, is used only for the purposes above.

## Retention and use period

The information is kept for 1 year from receipt and then destroyed without delay. If you ask for deletion during this period, it is destroyed without delay.

## Your right to refuse

You may refuse to consent, but without consent you cannot submit an online consultation request. In that case, you can call us ({{phone}}) or visit the Clinic for a consultation.`;

const CONSULTATION_CONSENT_CN = `本中文版本是为方便阅读而提供的译文。如韩文版本与本译文之间存在不一致之处，以韩文版本为准。

首尔下肢静脉胸外科医院为答复您的咨询申请，按如下内容收集和使用个人信息。

## 收集和使用目的

确认咨询申请内容，通过电话、短信、电子邮件进行答复和联系，就诊预约指引

## 收集项目

姓名、手机号码、电子邮箱、感兴趣的诊疗项目、咨询内容、附件

咨询内容和附件中可能包含症状等与健康相关的信息（敏感信息），此类信息也仅用于上述目的。

## 保存和使用期限

自受理之日起保存1年，之后及时销毁。在保存期限内，如您要求删除，也将及时销毁。

## 拒绝同意的权利

您可以拒绝同意，但如不同意，将无法在线提交咨询申请。此时您可以拨打电话（{{phone}}）咨询，或来院接受咨询。`;

const CONSULTATION_CONSENT_JP = `この日本語版は便宜のために提供する翻訳です。韓国語版と本翻訳の内容に相違がある場合は、韓国語版が優先します。

ソウル下肢静脈 胸部外科医院は、ご相談のお申込みに回答するため、以下のとおり個人情報を収集・利用します。

## 収集・利用の目的

相談内容の確認、電話・SMS・メールによる回答とご連絡、診療予約のご案内

## 収集項目

氏名、携帯電話番号、メールアドレス、関心のある診療、相談内容、添付ファイル

相談内容や添付ファイルには、症状など健康に関する情報（センシティブ情報）が含まれることがあり、この情報も上記の目的にのみ利用します。

## 保有および利用期間

受付日から1年間保管した後、遅滞なく破棄します。保有期間中でも、削除をご請求いただければ遅滞なく破棄します。

## 同意を拒否する権利

同意を拒否することはできますが、同意されない場合はオンラインでの相談申込ができません。その場合は、お電話（{{phone}}）でお問い合わせいただくか、ご来院のうえご相談ください。`;

export const demoTerms: DemoTerm[] = [
  {
    code: 'terms-of-use',
    version: VERSION,
    required: true,
    title: { ko: '이용약관', en: 'Terms of Use', cn: '使用条款', jp: '利用規約' },
    body: { ko: TERMS_OF_USE_KO, en: TERMS_OF_USE_EN, cn: TERMS_OF_USE_CN, jp: TERMS_OF_USE_JP },
    effectiveAt: EFFECTIVE_AT,
  },
  {
    code: 'privacy-policy',
    version: VERSION,
    required: false,
    title: { ko: '개인정보처리방침', en: 'Privacy Policy', cn: '个人信息处理方针', jp: '個人情報処理方針' },
    body: { ko: PRIVACY_POLICY_KO, en: PRIVACY_POLICY_EN, cn: PRIVACY_POLICY_CN, jp: PRIVACY_POLICY_JP },
    effectiveAt: EFFECTIVE_AT,
  },
  {
    code: 'privacy-consent',
    version: VERSION,
    required: true,
    title: {
      ko: '개인정보 수집·이용 동의',
      en: 'Consent to the Collection and Use of Personal Information',
      cn: '个人信息收集和使用同意',
      jp: '個人情報の収集・利用への同意',
    },
    body: { ko: PRIVACY_CONSENT_KO, en: PRIVACY_CONSENT_EN, cn: PRIVACY_CONSENT_CN, jp: PRIVACY_CONSENT_JP },
    effectiveAt: EFFECTIVE_AT,
  },
  {
    code: 'marketing-consent',
    version: VERSION,
    required: false,
    title: {
      ko: '마케팅 정보 수신 동의',
      en: 'Consent to Receive Marketing Information',
      cn: '营销信息接收同意',
      jp: 'マーケティング情報の受信への同意',
    },
    body: { ko: MARKETING_CONSENT_KO, en: MARKETING_CONSENT_EN, cn: MARKETING_CONSENT_CN, jp: MARKETING_CONSENT_JP },
    effectiveAt: EFFECTIVE_AT,
  },
  {
    code: 'consultation-consent',
    version: VERSION,
    required: true,
    title: {
      ko: '상담 신청 개인정보 수집·이용 동의',
      en: 'Consent to the Collection and Use of Personal Information for Consultation Requests',
      cn: '咨询申请个人信息收集和使用同意',
      jp: '相談申込における個人情報の収集・利用への同意',
    },
    body: {
      ko: CONSULTATION_CONSENT_KO,
      en: CONSULTATION_CONSENT_EN,
      cn: CONSULTATION_CONSENT_CN,
      jp: CONSULTATION_CONSENT_JP,
    },
    effectiveAt: EFFECTIVE_AT,
  },
];
