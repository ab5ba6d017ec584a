/**
 * Demo videos of a first run (api/src/seeds/media.ts): public test clips of YouTube, titled as what
 * they are, in four languages. Staff replace them in the console (동영상).
 */
import type { Translated } from './terms.js';

export interface DemoVideo {
  placement: 'story' | 'clinic';
  youtubeId: string;
  title: Translated;
}

const sample = (n: number): Translated => ({
  ko: `예시 영상 ${n} (YouTube 공개 테스트 영상)`,
  en: `Sample video ${n} (a public YouTube test clip)`,
  cn: `示例视频 ${n}（YouTube 公开测试视频）`,
  jp: `サンプル動画 ${n}（YouTubeの公開テスト動画）`,
});

/** Four story videos and the clinic video: public test clips, titled as such. */
export const demoVideos: DemoVideo[] = [
  { placement: 'story', youtubeId: 'aqz-KE-bpKQ', title: sample(1) },
  { placement: 'story', youtubeId: 'ScMzIvxBSi4', title: sample(2) },
  { placement: 'story', youtubeId: 'jNQXAC9IVRw', title: sample(3) },
  { placement: 'story', youtubeId: 'M7lc1UVf-VE', title: sample(4) },
  {
    placement: 'clinic',
    youtubeId: 'aqz-KE-bpKQ',
    title: {
      ko: '병원 소개 예시 영상 (YouTube 공개 테스트 영상)',
      en: 'Sample clinic video (a public YouTube test clip)',
      cn: '医院介绍示例视频（YouTube 公开测试视频）',
      jp: '医院紹介のサンプル動画（YouTubeの公開テスト動画）',
    },
  },
];
