/**
 * What a test file may have left in a window it shares with the next one, wiped: storage,
 * cookies, the address, the document's contents and the classes and attributes the app sets on
 * <html> (the theme). A new page starts with none of them.
 */
export function startAsAFreshPage(): void {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  history.replaceState(null, '', '/');
  document.title = '';
  document.body.replaceChildren();
  for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name);
  for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
}
