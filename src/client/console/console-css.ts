// The console's stylesheet: shipped in its chunk (not the site's CSS, which every page loads) and
// adopted by the document when the console first opens. Colours come from the site's light and
// dark palettes (custom properties), so both modes follow the theme switch; native controls
// (menus, checkboxes, scrollbars) follow it through color-scheme.
// The layer: a modal dialog with a header and one scroll area; from 1,200 px the request and the
// response are two columns of that area (the response stays in view while the form scrolls),
// narrower the response follows the request; on phones the layer fills the screen.
export const CONSOLE_CSS = `
html.api-console-open{overflow:hidden}
.api-console{color-scheme:light;padding:0;margin:auto;border:1px solid var(--c-border);border-radius:12px;background:var(--c-bg);color:var(--c-text);width:min(1320px,calc(100vw - 48px));height:calc(100dvh - 48px);max-width:none;max-height:none;box-shadow:0 24px 64px rgba(0,0,0,.3);overflow:hidden;font-size:.9375rem;line-height:1.5}
html[data-theme=dark] .api-console{color-scheme:dark}
.api-console[open]{display:flex;flex-direction:column}
.api-console::backdrop{background:rgba(15,17,21,.55)}
.api-console .api-console__box{display:flex;flex-direction:column;flex:1;min-height:0}
.api-console .api-console__header{display:flex;align-items:center;gap:12px;padding:10px 16px 10px 20px;border-bottom:1px solid var(--c-border);background:var(--c-bg-soft);flex:none}
.api-console .api-console__title{margin:0;font-size:1rem;font-weight:700;flex:1;min-width:0;overflow-wrap:anywhere}
.api-console .api-console__title code{font-size:.875rem;background:none;border:0;padding:0}
.api-console .api-console__scroll{flex:1;min-height:0;overflow-y:auto;overscroll-behavior:contain;padding:0 20px 20px}
.api-console .api-console__response{border-top:1px solid var(--c-border);padding-top:12px}
.api-console .api-console__heading{margin:0 0 8px;font-size:.8125rem;text-transform:uppercase;letter-spacing:.05em;color:var(--c-text-soft)}
@media (min-width:1200px){
.api-console .api-console__scroll{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);column-gap:32px;align-items:start}
.api-console .api-console__response{position:sticky;top:0;border-top:0;padding-top:16px;background:var(--c-bg)}
}
@media (max-width:640px){
.api-console{width:100vw;height:100dvh;border:0;border-radius:0;margin:0}
.api-console .api-console__scroll{padding:0 14px 16px}
}
.api-console .api-console__group{border:0;border-top:1px solid var(--c-border);margin:0;padding:14px 0;min-width:0}
.api-console .api-console__request .api-console__group:first-child{border-top:0}
.api-console .api-console__group>legend{font-weight:700;padding:0;float:left;width:100%;margin-bottom:10px}
.api-console .api-console__group>legend+*{clear:both}
.api-console .api-console__field{display:flex;flex-direction:column;gap:4px;margin:0 0 12px}
.api-console .api-console__field label{font-size:.875rem}
.api-console input:not([type=checkbox]):not([type=file]),.api-console select,.api-console textarea{font:inherit;font-size:.875rem;line-height:1.4;color:var(--c-text);background:var(--c-bg);border:1px solid color-mix(in srgb,var(--c-text-soft) 55%,var(--c-border));border-radius:8px;padding:7px 10px;width:100%;box-sizing:border-box;min-width:0;transition:border-color .15s,box-shadow .15s}
.api-console select{text-overflow:ellipsis;cursor:pointer}
.api-console input:not([type=checkbox]):not([type=file]):hover,.api-console select:hover,.api-console textarea:hover{border-color:var(--c-text-soft)}
.api-console input:focus-visible,.api-console select:focus-visible,.api-console textarea:focus-visible{outline:none;border-color:var(--c-primary);box-shadow:0 0 0 3px color-mix(in srgb,var(--c-primary) 30%,transparent)}
.api-console input::placeholder,.api-console textarea::placeholder{color:var(--c-text-soft);opacity:1}
.api-console input[type=checkbox]{width:16px;height:16px;margin:0;accent-color:var(--c-primary);flex:none}
.api-console input[type=file]{font-size:.875rem}
.api-console input[type=file]::file-selector-button{font:inherit;margin-right:10px;padding:5px 12px;border:1px solid var(--c-border);border-radius:8px;background:var(--c-bg-soft);color:var(--c-text);cursor:pointer}
.api-console .api-console__editor{font-family:var(--mono)!important;font-size:.8125rem!important;white-space:pre;overflow-x:auto;overflow-y:hidden;tab-size:2;resize:none;background:var(--c-bg-code)!important}
.api-console .api-console__field--invalid input,.api-console .api-console__field--invalid select,.api-console .api-console__field--invalid textarea{border-color:var(--c-danger-border)!important;border-width:2px!important}
.api-console .api-console__errors{margin:0;padding-left:18px;color:var(--c-danger);font-size:.875rem}
.api-console .api-console__hint,.api-console .api-console__note{margin:0;color:var(--c-text-soft);font-size:.8125rem}
.api-console .api-console__meta{color:var(--c-text-soft);font-size:.8125rem;font-weight:400}
.api-console .api-console__required{color:var(--c-danger);font-size:.8125rem}
.api-console .api-console__check{display:flex;gap:8px;align-items:center;margin:6px 0;font-size:.875rem}
.api-console .api-console__scopes{border:0;padding:0;margin:0 0 12px}
.api-console .api-console__scopes legend{font-size:.875rem;padding:0;margin-bottom:4px}
.api-console .api-console__scheme{margin:0 0 8px}
.api-console .api-console__scheme-box+.api-console__scheme-box{border-top:1px dashed var(--c-border);padding-top:8px}
.api-console .api-console__actions{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin:8px 0}
.api-console button{font:inherit;font-size:.875rem;font-weight:600;cursor:pointer;border-radius:8px;padding:7px 16px;line-height:1.4}
.api-console .button{border:1px solid var(--c-primary)}
.api-console button:disabled{opacity:.6;cursor:default}
.api-console .button--secondary,.api-console .api-console__close{background:var(--c-bg);color:var(--c-text);border:1px solid color-mix(in srgb,var(--c-text-soft) 55%,var(--c-border))}
.api-console .button--secondary:hover:not(:disabled),.api-console .api-console__close:hover{background:var(--c-primary-soft);color:var(--c-text);border-color:var(--c-primary)}
.api-console :focus-visible{outline:2px solid var(--c-primary);outline-offset:2px}
.api-console .api-console__result:focus{outline:none}
.api-console .api-console__result{padding:0 0 8px}
.api-console .api-console__status-line{margin:0 0 8px;font-weight:600}
.api-console .api-console__verdict{margin:8px 0;padding:8px 12px;border-radius:8px;border-left:4px solid;font-size:.875rem}
.api-console .api-console__verdict p{margin:0 0 4px}
.api-console .api-console__verdict ul{margin:0;padding-left:18px}
.api-console .api-console__verdict--ok{background:var(--c-tip-bg);border-color:var(--c-tip-border);color:var(--c-tip)}
.api-console .api-console__verdict--bad{background:var(--c-danger-bg);border-color:var(--c-danger-border);color:var(--c-danger)}
.api-console .api-console__verdict--bad .api-console__code{color:var(--c-text)}
.api-console .api-console__headers{margin:8px 0;font-size:.8125rem}
.api-console .api-console__headers>summary{cursor:pointer}
.api-console .api-console__headers dl{margin:4px 0;display:grid;grid-template-columns:minmax(0,max-content) minmax(0,1fr);gap:2px 12px}
.api-console .api-console__headers dl>div{display:contents}
.api-console .api-console__headers dt{font-family:var(--mono);color:var(--c-text-soft)}
.api-console .api-console__headers dd{margin:0;font-family:var(--mono);overflow-wrap:anywhere}
.api-console .api-console__code{margin:8px 0;padding:10px 12px;background:var(--c-bg-code);border:1px solid var(--c-border);border-radius:8px;overflow-x:auto;font-size:.8125rem}
.api-console .api-console__image{max-width:100%;height:auto;border:1px solid var(--c-border)}
.api-console .api-console__tabs{display:flex;gap:4px;border-bottom:1px solid var(--c-border);overflow-x:auto}
.api-console .api-console__tabs [role=tab]{flex:none;background:none;border:0;border-radius:0;color:var(--c-text-soft);padding:6px 10px;border-bottom:2px solid transparent;margin-bottom:-1px}
.api-console .api-console__tabs [role=tab][aria-selected=true]{color:var(--c-primary);border-bottom-color:var(--c-primary)}
.api-console__load-error{color:var(--c-danger)}
`;
