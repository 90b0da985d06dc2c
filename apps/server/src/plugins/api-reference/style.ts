/**
 * The reference page's whole stylesheet, inline in its `<style>` and allowed by its hash in the
 * page's CSP. System fonts, no images; every colour pair at least 4.5:1.
 */
export const REFERENCE_STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#1a1a1a;background:#fff;-webkit-text-size-adjust:100%}
body{margin:0 auto;max-width:64rem;padding:0 1rem 3rem;overflow-wrap:anywhere}
a{color:#0b4f8a}
a:focus-visible{outline:3px solid #0b4f8a;outline-offset:2px}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.92em}
.skip{position:absolute;left:-999rem}
.skip:focus{position:static;display:inline-block;margin-top:.5rem}
header{border-bottom:1px solid #c8ced6;padding:1rem 0}
h1{font-size:1.75rem;margin:0 0 .25rem}
h2{font-size:1.4rem;margin:2rem 0 .5rem}
h3{font-size:1.05rem;margin:0 0 .25rem;display:flex;flex-wrap:wrap;gap:.5rem;align-items:baseline}
h4{font-size:.95rem;margin:1rem 0 .25rem}
nav ol{padding-left:1.25rem;margin:.25rem 0}
nav li{margin:.15rem 0}
.toc>li{margin:.5rem 0}
.count{color:#4a5361}
.intro li{margin:.4rem 0}
.group{border-top:2px solid #c8ced6;margin-top:2.5rem}
.operation{border:1px solid #c8ced6;border-radius:.4rem;padding:.75rem 1rem;margin:1rem 0}
.method{display:inline-block;min-width:4.2rem;text-align:center;font-size:.8rem;font-weight:700;letter-spacing:.03em;border-radius:.25rem;padding:.05rem .4rem}
h3 .method{color:#fff}
nav .method{text-align:left;min-width:3.9rem;padding-left:0}
.method-get{background:#1f5f99}
.method-post{background:#1d6b3a}
.method-put,.method-patch{background:#8a4b00}
.method-delete{background:#a3122b}
.method-head,.method-options{background:#4a5361}
.path{font-weight:600;font-size:1rem}
.summary{margin:.25rem 0;font-weight:600}
.facts{display:grid;grid-template-columns:max-content 1fr;gap:.15rem 1rem;margin:.5rem 0}
.facts dt{font-weight:600}
.facts dd{margin:0}
.properties,.variants{margin:.25rem 0;padding-left:1.25rem}
.properties li,.variants li{margin:.2rem 0}
.properties .properties,.variants .properties{border-left:2px solid #dde2e8;padding-left:1rem;margin-left:.25rem}
.name{font-weight:600}
.type{color:#5b2a86}
.required{color:#a3122b;font-weight:600}
.optional{color:#4a5361}
.description,.note{margin:.15rem 0;color:#333b45}
.variant{font-weight:600}
.responses{margin:.25rem 0}
.responses dt{margin-top:.5rem;font-weight:600}
.responses dd{margin:.15rem 0 0 1rem}
.status{display:inline-block;border-radius:.25rem;padding:0 .35rem;font-family:ui-monospace,monospace;color:#fff;background:#4a5361}
.status-2{background:#1d6b3a}
.status-3{background:#1f5f99}
.status-4{background:#8a4b00}
.status-5{background:#a3122b}
.schema-type,.media-type{margin:.15rem 0}
footer{border-top:1px solid #c8ced6;margin-top:3rem;padding-top:1rem;color:#333b45}
@media (max-width:40rem){
body{padding:0 .75rem 2rem}
h1{font-size:1.4rem}
.operation{padding:.6rem .7rem}
.facts{grid-template-columns:1fr}
/* On a phone the contents name the areas only: the operations follow on the page. */
.toc ol{display:none}
.facts dd{margin-bottom:.35rem}
.properties .properties,.variants .properties{padding-left:.6rem}
.responses dd{margin-left:.5rem}
}
`;
