// The console's stylesheet: shipped in its chunk (not the site's CSS, which every page loads) and
// adopted by the document when the console first opens. Colours come from the site's light and
// dark palettes (custom properties), so both modes follow the theme switch.
export const CONSOLE_CSS = `
.api-console{margin-top:12px}
.api-console__box{border:1px solid var(--c-border);border-radius:var(--radius);padding:12px 16px;background:var(--c-bg);color:var(--c-text);max-width:100%;box-sizing:border-box}
.api-console__group{border:0;border-top:1px solid var(--c-border);margin:0;padding:12px 0;min-width:0}
.api-console__group:first-child{border-top:0}
.api-console__group>legend{font-weight:700;padding:0;float:left;width:100%;margin-bottom:8px}
.api-console__group>legend+*{clear:both}
.api-console__field{display:flex;flex-direction:column;gap:4px;margin:0 0 12px}
.api-console__field label{font-size:.875rem}
.api-console input:not([type=checkbox]),.api-console select,.api-console textarea{font:inherit;font-size:.875rem;color:var(--c-text);background:var(--c-bg-soft);border:1px solid var(--c-text-soft);border-radius:6px;padding:6px 8px;width:100%;box-sizing:border-box;min-width:0}
.api-console input[type=file]{background:none;border:0;padding:0}
.api-console__editor{font-family:var(--mono)!important;white-space:pre;overflow:auto;tab-size:2}
.api-console__field--invalid input,.api-console__field--invalid select,.api-console__field--invalid textarea{border-color:var(--c-danger-border);border-width:2px}
.api-console__errors{margin:0;padding-left:18px;color:var(--c-danger);font-size:.875rem}
.api-console__hint,.api-console__note{margin:0;color:var(--c-text-soft);font-size:.8125rem}
.api-console__meta{color:var(--c-text-soft);font-size:.8125rem;font-weight:400}
.api-console__required{color:var(--c-danger);font-size:.8125rem}
.api-console__check{display:flex;gap:8px;align-items:center;margin:4px 0;font-size:.875rem}
.api-console__scopes{border:0;padding:0;margin:0 0 12px}
.api-console__scopes legend{font-size:.875rem;padding:0;margin-bottom:4px}
.api-console__scheme{margin:0 0 8px}
.api-console__scheme-box+.api-console__scheme-box{border-top:1px dashed var(--c-border);padding-top:8px}
.api-console__actions{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin:8px 0}
.api-console button{border:0;font:inherit;cursor:pointer}
.api-console button:disabled{opacity:.6;cursor:default}
.api-console .button--secondary{background:var(--c-bg-soft);color:var(--c-text);border:1px solid var(--c-text-soft);padding:7px 15px}
.api-console .button--secondary:hover{background:var(--c-primary-soft);color:var(--c-text)}
.api-console :focus-visible{outline:2px solid var(--c-primary);outline-offset:2px}
.api-console__result:focus{outline:none}
.api-console__result:empty{display:none}
.api-console__result{border-top:1px solid var(--c-border);padding:12px 0}
.api-console__status-line{margin:0 0 8px;font-weight:600}
.api-console__verdict{margin:8px 0;padding:8px 12px;border-radius:6px;border-left:4px solid;font-size:.875rem}
.api-console__verdict p{margin:0 0 4px}
.api-console__verdict ul{margin:0;padding-left:18px}
.api-console__verdict--ok{background:var(--c-tip-bg);border-color:var(--c-tip-border);color:var(--c-tip)}
.api-console__verdict--bad{background:var(--c-danger-bg);border-color:var(--c-danger-border);color:var(--c-danger)}
.api-console__verdict--bad .api-console__code{color:var(--c-text)}
.api-console__headers{margin:8px 0;font-size:.8125rem}
.api-console__headers dl{margin:4px 0;display:grid;grid-template-columns:minmax(0,max-content) minmax(0,1fr);gap:2px 12px}
.api-console__headers dl>div{display:contents}
.api-console__headers dt{font-family:var(--mono);color:var(--c-text-soft)}
.api-console__headers dd{margin:0;font-family:var(--mono);overflow-wrap:anywhere}
.api-console__code{margin:8px 0;padding:10px 12px;background:var(--c-bg-code);border:1px solid var(--c-border);border-radius:6px;overflow:auto;max-height:360px;font-size:.8125rem}
.api-console__image{max-width:100%;height:auto;border:1px solid var(--c-border)}
.api-console__tabs{display:flex;gap:4px;border-bottom:1px solid var(--c-border)}
.api-console__tabs [role=tab]{background:none;color:var(--c-text-soft);padding:6px 10px;border-bottom:2px solid transparent;margin-bottom:-1px}
.api-console__tabs [role=tab][aria-selected=true]{color:var(--c-text);border-bottom-color:var(--c-primary);font-weight:600}
.api-console__load-error{color:var(--c-danger)}
`;
