import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';

/** Styles of the framed document: readable e-mail text, images within the width. */
const FRAME_STYLE = `<style>
body{margin:16px;display:flow-root;font:15px/1.6 "Pretendard","Noto Sans KR","Apple SD Gothic Neo","Malgun Gothic",system-ui,sans-serif;color:#222;word-break:keep-all;overflow-wrap:anywhere}
body>:first-child{margin-top:0}
img{max-width:100%;height:auto}
h2,h3{margin:1em 0 .5em}
blockquote{margin:0 0 1em;padding-left:1em;border-left:3px solid #ccc;color:#555}
a{color:#1f5f8b}
</style>`;

/**
 * E-mail HTML shown as the member would see it, in a sandboxed frame: scripts never run in it (no
 * allow-scripts; the server has sanitized the HTML already) and its styles stay out of the console.
 * Same-origin only so that the console can read the content's height and fit the frame to it.
 */
export function HtmlFrame({ html, title, maxHeight = 640 }: { html: string; title: string; maxHeight?: number }) {
  const translate = useTranslate();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(160);
  const fit = () => {
    // The body's own height (its margins of 16px added): the root is never shorter than the frame.
    const body = frame.current?.contentDocument?.body;
    if (body) setHeight(Math.min(maxHeight, Math.max(120, body.offsetHeight + 34)));
  };
  return (
    <iframe
      ref={frame}
      sandbox="allow-same-origin"
      title={translate(title)}
      onLoad={fit}
      srcDoc={`<!doctype html><html lang="ko"><head><meta charset="utf-8">${FRAME_STYLE}</head><body>${html}</body></html>`}
      style={{ width: '100%', height, border: '1px solid rgba(0,0,0,0.12)', borderRadius: 4, background: '#fff' }}
    />
  );
}
