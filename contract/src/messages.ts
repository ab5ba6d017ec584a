import type { Locale } from './locales.js';

/**
 * Every message the API sends and every validation message the forms show, in all four locales.
 * A key missing in one locale is a type error (each table is `Record<MessageKey, string>`).
 */
const ko = {
  required: '필수 입력 항목입니다.',
  authProcess: '인증 절차를 진행해 주세요.',
  maxLength: '%{num}자를 넘을 수 없습니다.',
  minLength: '%{num}자 이상 입력해 주세요.',
  maxValue: '최대 %{num}까지 입력할 수 있습니다.',
  minValue: '%{num} 이상이어야 합니다.',
  integer: '소수점 없이 숫자로 입력해 주세요.',
  invalid: '입력값을 확인해 주세요.',
  invalidDate: '올바른 날짜와 시간을 입력해 주세요.',
  invalidBoolean: '예 또는 아니요로 선택해 주세요.',
  username: '아이디는 영문과 숫자를 포함해 5자 이상이어야 합니다.',
  password: '비밀번호는 영문, 숫자, 특수문자를 포함해 8자 이상이어야 합니다.',
  passwordConfirm: '비밀번호를 다시 입력해 주세요.',
  phone: '휴대폰 번호는 하이픈(-) 없이 숫자만 입력해 주세요.',
  email: '올바른 이메일 주소를 입력해 주세요.',
  validationFailed: '입력한 내용을 다시 확인해 주세요.',
  badRequest: '요청을 처리할 수 없습니다. 입력 내용을 확인해 주세요.',
  invalidJson: '요청 본문이 올바른 JSON이 아닙니다.',
  invalidSort: '정렬 기준이 올바르지 않습니다: %{field}',
  invalidFilter: '검색 조건이 올바르지 않습니다: %{field}',
  invalidRange: '조회 범위가 올바르지 않습니다.',
  invalidCredentials: '아이디 또는 비밀번호가 올바르지 않습니다.',
  loginRequired: '로그인이 필요합니다.',
  invalidToken: '로그인 정보가 올바르지 않습니다. 다시 로그인해 주세요.',
  tokenExpired: '로그인이 만료되었습니다. 다시 로그인해 주세요.',
  noPermission: '접근 권한이 없습니다.',
  accountDisabled: '사용할 수 없는 계정입니다. 병원으로 문의해 주세요.',
  notFound: '요청하신 내용을 찾을 수 없습니다.',
  conflict: '이미 등록된 내용과 겹칩니다.',
  payloadTooLarge: '보낸 내용이 너무 큽니다.',
  unsupportedMediaType: '지원하지 않는 파일 형식입니다.',
  tooManyRequests: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  internal: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  unavailable: '서비스를 잠시 이용할 수 없습니다.',
};

export type MessageKey = keyof typeof ko;

const en: Record<MessageKey, string> = {
  required: 'Required entries.',
  authProcess: 'Please proceed with the authentication process.',
  maxLength: 'Must not exceed %{num} characters.',
  minLength: 'Enter at least %{num} characters.',
  maxValue: 'Up to %{num}.',
  minValue: 'Must be at least %{num}.',
  integer: 'Enter a whole number without decimals.',
  invalid: 'Please check this value.',
  invalidDate: 'Enter a valid date and time.',
  invalidBoolean: 'Choose yes or no.',
  username: 'The username needs at least 5 characters, including letters and numbers.',
  password: 'The password needs at least 8 characters, including letters, numbers and special symbols.',
  passwordConfirm: 'Enter password again.',
  phone: 'Enter the phone number in digits only, without hyphens.',
  email: 'Enter a valid e-mail address.',
  validationFailed: 'Please check what you entered.',
  badRequest: 'The request could not be processed. Please check your input.',
  invalidJson: 'The request body is not valid JSON.',
  invalidSort: 'Invalid sort field: %{field}',
  invalidFilter: 'Invalid filter: %{field}',
  invalidRange: 'Invalid range.',
  invalidCredentials: 'The username or password is incorrect.',
  loginRequired: 'Login required.',
  invalidToken: 'Your login is not valid. Please log in again.',
  tokenExpired: 'Your login has expired. Please log in again.',
  noPermission: 'No access permission.',
  accountDisabled: 'This account cannot be used. Please contact the clinic.',
  notFound: 'The requested item was not found.',
  conflict: 'This conflicts with an existing entry.',
  payloadTooLarge: 'What you sent is too large.',
  unsupportedMediaType: 'This file type is not supported.',
  tooManyRequests: 'Too many requests. Please try again shortly.',
  internal: 'Something went wrong on our side. Please try again shortly.',
  unavailable: 'The service is temporarily unavailable.',
};

const cn: Record<MessageKey, string> = {
  required: '此项为必填项。',
  authProcess: '请完成身份验证。',
  maxLength: '不能超过%{num}个字符。',
  minLength: '请至少输入%{num}个字符。',
  maxValue: '最多%{num}。',
  minValue: '不能小于%{num}。',
  integer: '请输入不带小数的数字。',
  invalid: '请检查输入内容。',
  invalidDate: '请输入有效的日期和时间。',
  invalidBoolean: '请选择是或否。',
  username: '用户名须至少5个字符，并包含字母和数字。',
  password: '密码须至少8个字符，并包含字母、数字和特殊符号。',
  passwordConfirm: '请再次输入密码。',
  phone: '请仅输入数字，不要输入连字符（-）。',
  email: '请输入有效的电子邮箱地址。',
  validationFailed: '请检查您输入的内容。',
  badRequest: '无法处理该请求，请检查输入内容。',
  invalidJson: '请求内容不是有效的 JSON。',
  invalidSort: '排序字段无效：%{field}',
  invalidFilter: '筛选条件无效：%{field}',
  invalidRange: '查询范围无效。',
  invalidCredentials: '用户名或密码不正确。',
  loginRequired: '请先登录。',
  invalidToken: '登录信息无效，请重新登录。',
  tokenExpired: '登录已过期，请重新登录。',
  noPermission: '没有访问权限。',
  accountDisabled: '该账户无法使用，请联系医院。',
  notFound: '未找到您请求的内容。',
  conflict: '与已有内容冲突。',
  payloadTooLarge: '发送的内容过大。',
  unsupportedMediaType: '不支持该文件类型。',
  tooManyRequests: '请求过多，请稍后再试。',
  internal: '暂时出现错误，请稍后再试。',
  unavailable: '服务暂时无法使用。',
};

const jp: Record<MessageKey, string> = {
  required: '必須項目です。',
  authProcess: '認証手続きを行ってください。',
  maxLength: '%{num}文字以内で入力してください。',
  minLength: '%{num}文字以上で入力してください。',
  maxValue: '%{num}までです。',
  minValue: '%{num}以上で入力してください。',
  integer: '小数点なしの数字で入力してください。',
  invalid: '入力内容をご確認ください。',
  invalidDate: '正しい日付と時刻を入力してください。',
  invalidBoolean: 'はい・いいえで選択してください。',
  username: 'IDは英字と数字を含む5文字以上で入力してください。',
  password: 'パスワードは英字・数字・記号を含む8文字以上で入力してください。',
  passwordConfirm: 'パスワードをもう一度入力してください。',
  phone: '電話番号はハイフン（-）なしの数字のみで入力してください。',
  email: '正しいメールアドレスを入力してください。',
  validationFailed: '入力内容をもう一度ご確認ください。',
  badRequest: 'リクエストを処理できません。入力内容をご確認ください。',
  invalidJson: 'リクエスト本文が正しいJSONではありません。',
  invalidSort: '並べ替えの項目が正しくありません：%{field}',
  invalidFilter: '検索条件が正しくありません：%{field}',
  invalidRange: '取得範囲が正しくありません。',
  invalidCredentials: 'IDまたはパスワードが正しくありません。',
  loginRequired: 'ログインが必要です。',
  invalidToken: 'ログイン情報が正しくありません。もう一度ログインしてください。',
  tokenExpired: 'ログインの有効期限が切れました。もう一度ログインしてください。',
  noPermission: 'アクセス権限がありません。',
  accountDisabled: 'このアカウントはご利用いただけません。当院までお問い合わせください。',
  notFound: 'お探しの内容が見つかりません。',
  conflict: '既存の内容と重複しています。',
  payloadTooLarge: '送信した内容が大きすぎます。',
  unsupportedMediaType: 'このファイル形式には対応していません。',
  tooManyRequests: 'リクエストが多すぎます。しばらくしてからもう一度お試しください。',
  internal: '一時的なエラーが発生しました。しばらくしてからもう一度お試しください。',
  unavailable: 'サービスを一時的にご利用いただけません。',
};

export const messages: Record<Locale, Record<MessageKey, string>> = { ko, en, cn, jp };

export type MessageParams = Record<string, string | number>;

export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(ko, value);
}

/** Fills `%{name}` placeholders. */
export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  return interpolate(messages[locale][key], params);
}
