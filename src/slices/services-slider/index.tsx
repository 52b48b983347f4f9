import { ServicesSlider } from "@/components/sections/home/services-slider";
import { SectionHeading } from "@/components/sections/section-heading";
import { type SliceProps, sliceHeadingId } from "../types";
import { servicesSliderProps } from "./slider-props";

/**
 * Featured services, one card at a time: the island the route file hydrates (the home page's), or the
 * cards as a row the visitor scrolls, every link reachable, where no script is sent (the simulator).
 */
export async function ServicesSliderSlice({ slice, index, context }: SliceProps<"services_slider">) {
  const id = sliceHeadingId(slice, index);
  const island = context.islands?.services_slider;
  return (
    <section aria-labelledby={id} className="border-t border-line">
      <div className="container-page py-20 md:py-28">
        <SectionHeading id={id} kicker={slice.primary.kicker}>
          {slice.primary.title}
        </SectionHeading>
        <div className="mt-12">
          {island ?? <ServicesSlider {...(await servicesSliderProps(slice, context.locale))} still />}
        </div>
      </div>
    </section>
  );
}
