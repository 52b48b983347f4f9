import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadContentStore } from "@/content/service/content-store";
import { checkContent } from "./check-content";

let root = "";
async function content(files: Record<string, unknown>) {
  root = await mkdtemp(join(tmpdir(), "lumbre-check-"));
  for (const [path, value] of Object.entries(files)) {
    await mkdir(join(root, path, ".."), { recursive: true });
    await writeFile(join(root, path), typeof value === "string" ? value : JSON.stringify(value));
  }
  return root;
}
afterEach(async () => rm(root, { recursive: true, force: true }));

const settings = (email: string) => ({
  data: {
    company_email: email,
    offices: [{ region: "Europe", city: "Madrid", country: "Spain", address: "Soon", soon: true }],
    social_links: [],
  },
});

describe("checkContent", () => {
  it("refuses a service whose page lacks its quote or has five benefits, naming what to add", async () => {
    const service = JSON.parse(
      await readFile(join(process.cwd(), "content/documents/service/blockchain-lab.en-us.json"), "utf8"),
    ) as { data: { slices: { slice_type: string; primary: { cards?: unknown[] } }[] } };
    service.data.slices = service.data.slices.filter((slice) => slice.slice_type !== "quote");
    service.data.slices.find((slice) => slice.slice_type === "benefit_grid")?.primary.cards?.pop();
    const store = await loadContentStore(
      await content({
        "documents/settings/settings.en-us.json": settings("hello@lumbre.studio"),
        "documents/settings/settings.es-ar.json": settings("hola@lumbre.studio"),
        "documents/service/blockchain-lab.en-us.json": service,
      }),
    );
    const problems = checkContent(store).join("\n");
    expect(problems).toContain("data.slices: a service's page shows a client's quote: add a Quote slice");
    expect(problems).toContain(
      "data.slices: a service's page shows six key business benefits: add a Benefit grid slice (Numbered, six cards)",
    );
    expect(problems).not.toContain("three data insights");
  });

  it("refuses an industry whose page lacks the KPI blocks or the three client projects, naming what to add", async () => {
    const industry = JSON.parse(
      await readFile(
        join(process.cwd(), "content/documents/industry/insurance-insurtech.en-us.json"),
        "utf8",
      ),
    ) as { data: { slices: { slice_type: string }[] } };
    industry.data.slices = industry.data.slices.filter((slice) => slice.slice_type !== "figures");
    const projects = industry.data.slices.find((slice) => slice.slice_type === "benefit_grid") as
      | { primary: { cards: unknown[] } }
      | undefined;
    projects?.primary.cards.pop();
    const store = await loadContentStore(
      await content({
        "documents/settings/settings.en-us.json": settings("hello@lumbre.studio"),
        "documents/settings/settings.es-ar.json": settings("hola@lumbre.studio"),
        "documents/industry/insurance-insurtech.en-us.json": industry,
      }),
    );
    const problems = checkContent(store).join("\n");
    const file = "documents/industry/insurance-insurtech.en-us.json";
    expect(problems).toContain(
      `${file}: data.slices: an industry's page shows its KPI blocks: add a Figures slice (Key figures, at least two)`,
    );
    expect(problems).toContain(
      `${file}: data.slices: an industry's page shows three client projects: add a Benefit grid slice (Client projects, three cards)`,
    );
    expect(problems).not.toContain("its context");
  });

  it("refuses a case whose page lacks its iconography or its process, naming what to add", async () => {
    const file = "documents/case_study/arriba.es-ar.json";
    const study = JSON.parse(await readFile(join(process.cwd(), "content", file), "utf8")) as {
      data: { slices: { slice_type: string; variation: string }[] };
    };
    study.data.slices = study.data.slices.filter(
      (slice) => slice.slice_type !== "icon_set" && slice.variation !== "steps",
    );
    const store = await loadContentStore(
      await content({
        "documents/settings/settings.en-us.json": settings("hello@lumbre.studio"),
        "documents/settings/settings.es-ar.json": settings("hola@lumbre.studio"),
        [file]: study,
      }),
    );
    const problems = checkContent(store).join("\n");
    expect(problems).toContain(
      `${file}: data.slices: a case's page shows its iconography: add an Icon set slice`,
    );
    expect(problems).toContain(
      `${file}: data.slices: a case's page shows its process and methodologies: add a Benefit grid slice (Steps)`,
    );
    expect(problems).not.toContain("its improvements");
    expect(problems).not.toContain("about the project");
  });

  it("refuses a home page whose slider has three cards or that lists no industries, naming what to add", async () => {
    const file = "documents/home/home.en-us.json";
    const home = JSON.parse(await readFile(join(process.cwd(), "content", file), "utf8")) as {
      data: { slices: { slice_type: string; variation: string; primary: { items?: unknown[] } }[] };
    };
    home.data.slices = home.data.slices.filter((slice) => slice.variation !== "industries");
    home.data.slices.find((slice) => slice.slice_type === "services_slider")?.primary.items?.pop();
    const store = await loadContentStore(
      await content({
        "documents/settings/settings.en-us.json": settings("hello@lumbre.studio"),
        "documents/settings/settings.es-ar.json": settings("hola@lumbre.studio"),
        [file]: home,
      }),
    );
    const problems = checkContent(store).join("\n");
    expect(problems).toContain(
      `${file}: data.slices: the home page shows a services slider of four items: add a Services slider slice (four items)`,
    );
    expect(problems).toContain(
      `${file}: data.slices: the home page lists the industries: add a Listing slice (Industries)`,
    );
  });

  it("accepts valid documents in both languages", async () => {
    const store = await loadContentStore(
      await content({
        "documents/settings/settings.en-us.json": settings("hello@lumbre.studio"),
        "documents/settings/settings.es-ar.json": settings("hola@lumbre.studio"),
      }),
    );
    expect(checkContent(store)).toEqual([]);
  });

  it("refuses a uid on a single type's document and a second document of it in one language", async () => {
    const store = await loadContentStore(
      await content({
        "documents/settings/settings.en-us.json": { ...settings("hello@lumbre.studio"), uid: "settings" },
        "documents/settings/settings.es-ar.json": settings("hola@lumbre.studio"),
        "documents/settings/more-settings.en-us.json": settings("hello@lumbre.studio"),
        "documents/settings/more-settings.es-ar.json": settings("hola@lumbre.studio"),
      }),
    );
    const problems = checkContent(store);
    expect(problems).toContain(
      'documents/settings/settings.en-us.json: uid: settings is a single type, its document has no uid ("uid": null)',
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^documents\/settings\/(more-)?settings\.es-ar\.json: settings is a single type: one document per language, and settings--(more-)?settings--es-ar is its es-ar one already$/,
      ),
    );
    expect(problems.filter((problem) => problem.includes("one document per language"))).toHaveLength(2);
  });

  it("names the file and the field of each problem", async () => {
    const store = await loadContentStore(
      await content({
        "documents/settings/settings.en-us.json": settings("not an e-mail"),
        "documents/settings/settings.es-ar.json": settings("hola@lumbre.studio"),
        "documents/gadget/thing.en-us.json": { data: {} },
        "releases/r1/release.json": { label: "R1" },
        "releases/r1/documents/settings/settings.es-ar.json": { data: { company_email: "x@y.z" } },
      }),
    );
    const problems = checkContent(store);
    expect(problems).toContain(
      "documents/settings/settings.en-us.json: data.company_email: Invalid email address",
    );
    expect(problems).toContain('documents/gadget/thing.en-us.json: type: unknown document type "gadget"');
    expect(problems).toContain(
      "documents/gadget/thing.en-us.json: has no es-ar translation (same file name, .es-ar.json)",
    );
    expect(
      problems.some((problem) =>
        problem.startsWith("releases/r1/documents/settings/settings.es-ar.json: data.offices"),
      ),
    ).toBe(true);
  });

  it("names a studio address that is not its language's contact address", async () => {
    const page = (text: string) => ({
      uid: "privacy",
      data: {
        title: "Privacy",
        meta_title: "Privacy",
        meta_description: "Privacy",
        summary: `Write to ${text}.`,
        updated: "2026-11-20",
        body: [{ type: "paragraph", text: `Escribinos a ${text}.`, spans: [] }],
        cookies: [],
      },
    });
    const store = await loadContentStore(
      await content({
        "documents/settings/settings.en-us.json": settings("hello@lumbre.studio"),
        "documents/settings/settings.es-ar.json": settings("hola@lumbre.studio"),
        "documents/page/privacy.en-us.json": page("hello@lumbre.studio"),
        "documents/page/privacy.es-ar.json": page("Hello@Lumbre.studio"),
      }),
    );
    const problems = checkContent(store);
    expect(problems).toEqual([
      "documents/page/privacy.es-ar.json: data.summary: says hello@lumbre.studio, but the es-ar settings give hola@lumbre.studio",
      "documents/page/privacy.es-ar.json: data.body.0.text: says hello@lumbre.studio, but the es-ar settings give hola@lumbre.studio",
    ]);
  });

  it("names images that are not in public/", async () => {
    const page = {
      uid: "privacy",
      data: {
        title: "Privacy",
        meta_title: "Privacy",
        meta_description: "Privacy",
        summary: "How we handle data.",
        updated: "2026-11-20",
        body: [{ type: "image", url: "/images/missing.svg", alt: "", dimensions: { width: 1, height: 1 } }],
        cookies: [],
      },
    };
    const store = await loadContentStore(
      await content({
        "documents/page/privacy.en-us.json": page,
        "documents/page/privacy.es-ar.json": page,
      }),
    );
    const problems = checkContent(store, { imageExists: (url) => url !== "/images/missing.svg" });
    expect(problems).toContain(
      "documents/page/privacy.en-us.json: data.body.0.url: the image /images/missing.svg is not in public/ and the image manifest: the site serves only the images it was built with (add the file under public/, then build and deploy, or use an image on https://images.prismic.io)",
    );
    expect(checkContent(store, { imageExists: () => true })).toEqual([]);
    const resized = checkContent(store, { imageSize: () => ({ width: 2048, height: 1536 }) });
    expect(resized).toContain(
      "documents/page/privacy.en-us.json: data.body.0.url: the image /images/missing.svg is 2048x1536, not as its dimensions say",
    );
    expect(checkContent(store, { imageSize: () => ({ width: 1, height: 1 }) })).toEqual([]);
  });

  it("names a case screen whose image the site cannot serve, and takes one on Prismic's CDN", async () => {
    const screen = (url: string) => ({
      device: "phone",
      caption: "Review and send.",
      image: { url, alt: "The send screen", copyright: null, dimensions: { width: 414, height: 868 } },
    });
    const store = await loadContentStore(
      await content({
        "documents/case_study/atlas.en-us.json": {
          uid: "atlas",
          data: {
            slices: [
              {
                slice_type: "screen_gallery",
                variation: "default",
                primary: {
                  screens: [
                    screen("/images/cases/screens/atlas-send.en.svg"),
                    screen("https://images.prismic.io/lumbre/atlas-review.png"),
                  ],
                },
              },
            ],
          },
        },
      }),
    );
    const problems = checkContent(store, { imageExists: () => false });
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^documents\/case_study\/atlas\.en-us\.json: data\.slices\.0\.primary\.screens\.0\.image\.url: the image \/images\/cases\/screens\/atlas-send\.en\.svg is not in public\/ and the image manifest: the site serves only the images it was built with/,
      ),
    );
    expect(problems.filter((problem) => problem.includes("screens.1."))).toEqual([]);
  });

  it("names a before/after caption that repeats the label the page sets in front of it", async () => {
    const store = await loadContentStore(
      await content({
        "documents/case_study/ank.en-us.json": {
          uid: "ank",
          data: {
            slices: [
              {
                slice_type: "before_after",
                variation: "default",
                primary: { before_caption: "Before: a raw address.", after_caption: "Review and send." },
              },
            ],
          },
        },
      }),
    );
    expect(checkContent(store)).toContain(
      'documents/case_study/ank.en-us.json: data.slices.0.primary.before_caption: starts with "Before", the label the page already sets in front of this caption in the before/after comparison (it would read "Before: Before: a raw address."); start with what the screen shows',
    );
  });

  it("names a video slice whose address is not a YouTube or Vimeo video, and takes one that is", async () => {
    const page = (embed_url: string) => ({
      uid: "talks",
      data: {
        title: "Talks",
        meta_title: "Talks",
        meta_description: "Talks we learn from.",
        slices: [
          {
            slice_type: "video",
            variation: "default",
            primary: {
              kicker: "Talks",
              title: "Why attractive things work better",
              video: { embed_url, type: "video", provider_name: "Dailymotion", html: "<script></script>" },
              caption: "",
            },
          },
        ],
      },
    });
    const store = await loadContentStore(
      await content({
        "documents/landing_page/talks.en-us.json": page("https://www.dailymotion.com/video/x8abc12"),
        "documents/landing_page/talks.es-ar.json": page("https://www.youtube.com/watch?v=RlQEoJaLQRA"),
      }),
    );
    expect(checkContent(store)).toEqual([
      "documents/landing_page/talks.en-us.json: data.slices.0.primary.video.embed_url: the address of a YouTube or Vimeo video (https://www.youtube.com/watch?v=…, https://youtu.be/…, https://vimeo.com/…): the site frames no other provider",
    ]);
  });

  it("fails loading on broken JSON or a mismatched envelope, naming the file", async () => {
    await expect(
      loadContentStore(await content({ "documents/home/home.en-us.json": "{ nope" })),
    ).rejects.toThrow(/^documents\/home\/home\.en-us\.json: not valid JSON/);
    await rm(root, { recursive: true, force: true });
    await expect(
      loadContentStore(await content({ "documents/home/home.en-us.json": { lang: "es-ar", data: {} } })),
    ).rejects.toThrow('documents/home/home.en-us.json: lang: "es-ar" does not match its file name "en-us"');
  });
});
