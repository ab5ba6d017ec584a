import type { HomeContent } from '../../types';

const content: HomeContent = {
  title: '下肢静脈瘤の診療案内',
  description: '下肢静脈瘤を診療する胸部外科医院です。超音波検査と治療方法、診療案内、費用についてご案内します。',
  hero: {
    heading: '脚の静脈の状態を確かめ、合った治療を一緒に決めます',
    text: '{{clinicName}}は、下肢静脈瘤を診療する胸部外科の医院です。超音波検査で静脈の状態を確認したうえで、治療が必要かどうか、どの方法が合っているかを一つずつご説明します。',
    counterLabels: {
      total: '累計治療',
      clarivein: 'ClariVein',
      venaseal: 'VenaSeal',
    },
    claims: {
      clarivein: 'ClariVein治療 3,500例',
      venaseal: 'VenaSeal治療 1,350例',
    },
    unit: '件',
  },
  director: {
    heading: '院長のご紹介',
    photoAlt: '院長の写真',
    placeholderAlt: '医師の写真の位置：イラスト',
    more: '医療スタッフ紹介を見る',
  },
  professionalism: {
    heading: '診療で大切にしている三つのこと',
    intro: '下肢静脈瘤の治療を受ける前に確かめておきたいポイントです。当院はこの三つを診療の基本にしています。',
    checklist: [
      {
        subject: '治療を決める前に超音波検査をしますか？',
        answer:
          '症状や見た目の血管だけで治療を決めることはありません。デュプレックス超音波で静脈の逆流と血管の状態を確認したうえで、治療が必要かどうかを判断します。',
      },
      {
        subject: '検査をした医師が治療と経過観察まで担当しますか？',
        answer: '診察と検査を担当した医師が治療を行い、治療後の再来院の際にも経過を直接確認します。',
      },
      {
        subject: '治療前に方法、費用、リスクの説明はありますか？',
        answer:
          '選べる治療方法とそれぞれの費用、起こりうる副作用やリスクを治療前にご説明します。十分にお考えいただいたうえで決めていただけます。',
      },
    ],
  },
  surgeries: {
    heading: '治療方法',
    intro:
      '下肢静脈瘤の治療方法はいくつかあります。検査結果と静脈の状態、生活のご事情をあわせて考え、医師と相談して決めます。治療時間や回復の経過には個人差があります。',
    cards: [
      {
        key: 'clarivein',
        nameKo: 'ClariVein',
        nameEn: 'ClariVein',
        subject: '回転するカテーテルと硬化剤で静脈を閉じる方法',
        contents: [
          '熱を使わない機械化学的閉塞術（MOCA）です。',
          '細いワイヤーが回転して静脈の内側を刺激しながら硬化剤を注入します。',
          '治療時間は通常{{duration.nonthermal}}です。',
          '内出血、圧痛、静脈炎、皮膚の色素沈着などが起こることがあります。',
        ],
        photoAlt: 'ClariVeinのカテーテルで静脈を治療する様子のイラスト',
      },
      {
        key: 'flebogrif',
        nameKo: 'Flebogrif',
        nameEn: 'Flebogrif',
        subject: 'カテーテルと泡状の硬化剤をあわせて使う方法',
        contents: [
          '熱を使わない機械化学的閉塞術です。',
          'カテーテル先端の小さな刃が静脈の壁を刺激しながら泡状の硬化剤を注入します。',
          '治療時間は通常{{duration.nonthermal}}です。',
          '内出血、圧痛、静脈炎、皮膚の色素沈着などが起こることがあります。',
        ],
        photoAlt: 'Flebogrifのカテーテルと泡状の硬化剤で静脈を治療する様子のイラスト',
      },
      {
        key: 'venaseal',
        nameKo: 'VenaSeal',
        nameEn: 'VenaSeal',
        subject: '医療用接着剤で静脈を接着して閉じる方法',
        contents: [
          'シアノアクリレート系の医療用接着剤で静脈を閉じます。',
          '熱を使わないため、静脈の周りに広く行う膨潤麻酔は通常必要ありません。',
          '治療時間は通常{{duration.nonthermal}}です。',
          '内出血、圧痛、まれに接着剤に対する炎症やアレルギー反応が起こることがあります。',
        ],
        photoAlt: 'VenaSealの医療用接着剤で静脈を閉じる様子のイラスト',
      },
      {
        key: 'rfa',
        nameKo: '高周波焼灼術',
        nameEn: 'Radiofrequency Ablation (RFA)',
        subject: '高周波の熱で静脈を閉じる方法',
        contents: [
          '静脈内に入れたカテーテルから出る高周波の熱で静脈を閉じます。',
          '静脈の周りに膨潤局所麻酔を行ってから治療します。',
          '治療時間は通常{{duration.rfa}}です。',
          '内出血、圧痛、しびれなどの神経刺激症状が起こることがあります。',
        ],
        photoAlt: '高周波カテーテルの熱で静脈を閉じる様子のイラスト',
      },
      {
        key: 'laser',
        nameKo: '血管内レーザー焼灼術',
        nameEn: 'Endovenous Laser Ablation (EVLA)',
        subject: 'レーザーの熱で静脈を閉じる方法',
        contents: [
          '静脈内に入れた細いレーザーファイバーの熱で静脈を閉じます。',
          '静脈の周りに膨潤局所麻酔を行ってから治療します。',
          '治療時間は通常{{duration.laser}}です。',
          '内出血、つっぱり感、皮膚の色素沈着、神経刺激症状などが起こることがあります。',
        ],
        photoAlt: 'レーザーファイバーの熱で静脈を閉じる様子のイラスト',
      },
      {
        key: 'stripping',
        nameKo: 'ストリッピング手術',
        nameEn: 'High Ligation and Stripping',
        subject: '逆流のある静脈をしばって抜き取る手術',
        contents: [
          '逆流が始まる部位で静脈をしばり、問題のある静脈を抜き取ります。',
          '国民健康保険が適用される手術です。',
          '手術時間は通常{{duration.stripping}}です。',
          '内出血、むくみ、傷の痛み、神経損傷によるしびれなどが起こることがあります。',
        ],
        photoAlt: '静脈をしばって抜き取るストリッピング手術のイラスト',
      },
    ],
    dialogLink: '詳しく見る',
    close: '閉じる',
  },
  story: {
    heading: '下肢静脈瘤のおはなし',
    intro: '下肢静脈瘤や検査、治療後の生活について、動画でわかりやすくご説明します。',
    play: '動画を見る',
    channel: 'YouTubeチャンネルへ',
  },
  reviews: {
    heading: '治療体験談',
    intro:
      '治療を受けられた方が寄せてくださった文章です。体験談はそれぞれ個人の経験であり、治療の経過や結果には個人差があります。',
    more: '体験談をもっと見る',
    enlarge: '拡大して見る',
  },
  cost: {
    heading: '費用のご案内',
    text: '当院は保険適用外の診療項目と費用をホームページで公開しています。実際の費用は検査結果と治療範囲によって変わるため、治療を決める前にあらかじめご説明します。',
    warning:
      '当院に分院はありません。当院の名前を使うほかのウェブサイト、ブログ、電話にご注意いただき、代表電話（{{phone}}）をご確認ください。',
    link: '保険適用外の診療費用を見る',
  },
  info: {
    heading: '医院のご案内',
    phone: '電話',
    address: '住所',
    hours: '診療時間',
    directions: 'アクセス',
    map: '地図',
    video: '医院紹介動画',
  },
};

export default content;
