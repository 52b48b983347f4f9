import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { JsonLd } from "./json-ld";

describe("JsonLd", () => {
  it("renders one script per object, with no way to close the script from the data", () => {
    const html = renderToStaticMarkup(
      <JsonLd
        data={[{ "@type": "Thing", name: "</script><script>alert(1)</script>" }, { "@type": "Other" }]}
      />,
    );
    expect(html.match(/<script type="application\/ld\+json">/g)).toHaveLength(2);
    expect(html).not.toContain("</script><script>alert");
    const first = /<script[^>]*>(.*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(JSON.parse(first)).toEqual({ "@type": "Thing", name: "</script><script>alert(1)</script>" });
  });
});
