/** Adds an external script once (by id), async, from a source the Content-Security-Policy allows. */
export function loadScript(id: string, src: string): void {
  if (document.getElementById(id)) return;
  const script = document.createElement("script");
  script.id = id;
  script.src = src;
  script.async = true;
  document.head.append(script);
}
