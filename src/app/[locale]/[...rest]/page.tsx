import { notFound } from "next/navigation";

// The proxy rewrites every unmatched public path here, so the 404 page renders in the path's language.
// Pre-rendered once per locale: the [locale] layout's dynamicParams=false applies here too.
export function generateStaticParams() {
  return [{ rest: ["__unmatched"] }];
}

export default function Unmatched() {
  notFound();
}
