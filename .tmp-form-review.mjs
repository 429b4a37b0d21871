import {chromium} from 'playwright';
const b = await chromium.launch({executablePath:'/usr/bin/chromium', args:['--no-sandbox','--disable-gpu']});
const p = await b.newPage();
await p.goto('http://127.0.0.1:5474/jp/', {waitUntil:'networkidle'});
const btn = p.getByText('カスタマイズを申し込む').first();
await btn.click();
await p.waitForTimeout(1500);
const t = await p.evaluate(()=>{
  const f=document.querySelector('form')||document.querySelector('dialog');
  if(!f) return 'no form';
  const out=[];
  f.querySelectorAll('label,legend,option,button,input,textarea,select,p,span,h2,h3,th').forEach(e=>{
    const s=(e.tagName+': '+(e.getAttribute('placeholder')||'')+' '+(e.getAttribute('aria-label')||'')+' '+(e.children.length===0?e.textContent:(e.tagName==='LABEL'||e.tagName==='LEGEND'?e.textContent:''))).trim();
    out.push(s);
  });
  return out.join('\n');
});
console.log(t);
// add a billing row
const add = p.getByText('行を追加');
if (await add.count()) { await add.first().click(); await p.waitForTimeout(500);
 console.log('---- after add row');
 console.log(await p.evaluate(()=>{const f=document.querySelector('form');return [...f.querySelectorAll('table,fieldset')].map(e=>e.innerText).join('\n====\n')}));
}
await p.screenshot({path:'/tmp/form.png', fullPage:false});
await b.close();
