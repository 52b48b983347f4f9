import { afterEach, expect, it } from "vitest";
import { listAssets } from "./repository-state";
import type { StoredAsset } from "./stand-in/asset-api";
import { type PrismicStandIn, startPrismicStandIn } from "./stand-in/prismic-stand-in";

let standIn: PrismicStandIn | undefined;

afterEach(async () => {
  await standIn?.close();
});

function asset(index: number): StoredAsset {
  const id = `asset${String(index).padStart(11, "0")}`;
  return {
    id,
    url: `https://images.prismic.io/lumbre-test/${id}_file-${index}.png`,
    created_at: 0,
    last_modified: 0,
    filename: `file-${index}.png`,
    extension: "png",
    size: 100 + index,
    kind: "image",
    bytes: Buffer.alloc(0),
    contentType: "image/png",
  };
}

it("lists a media library of several pages, waiting out the Asset API's 429 between pages", async () => {
  // The stand-in's rate limits count by this clock: still, unless the listing waits.
  let clock = 0;
  const tokens = { writeToken: "write-token", customTypesToken: "types-token", accessToken: "access-token" };
  standIn = await startPrismicStandIn({ repositoryName: "lumbre-test", ...tokens, limitClock: () => clock });
  for (let index = 0; index < 150; index += 1) standIn.assets.set(asset(index).id, asset(index));

  const waits: number[] = [];
  const listed = await listAssets({
    repositoryName: "lumbre-test",
    writeToken: tokens.writeToken,
    assetEndpoint: standIn.endpoints.asset,
    fetch,
    sleep: async (ms) => {
      waits.push(ms);
      clock += ms;
    },
  });
  expect(listed.map((item) => item.filename)).toEqual(
    [...standIn.assets.values()].map((item) => item.filename),
  );
  // Page two came at once after page one: told 429 with Retry-After 1, the listing waited a second.
  expect(waits).toEqual([1000]);
  expect(standIn.requests.map((request) => request.status)).toEqual([200, 429, 200]);
});
