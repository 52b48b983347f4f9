import { ServicesSlider } from "@/components/sections/home/services-slider";
import { TitledSection } from "@/components/sections/titled-section";
import { type SliceProps, sliceHeadingId } from "../types";
import { servicesSliderProps } from "./slider-props";

/**
 * Featured services, one card at a time: the island the route file hydrates (the home page's), or the
 * cards as a row the visitor scrolls, every link reachable, where no script is sent (the simulator).
 */
export async function ServicesSliderSlice({ slice, index, context }: SliceProps<"services_slider">) {
  const island = context.islands?.services_slider;
  return (
    <TitledSection
      id={sliceHeadingId(slice, index)}
      kicker={slice.primary.kicker}
      title={slice.primary.title}
    >
      <div className="mt-12">
        {island ?? <ServicesSlider {...(await servicesSliderProps(slice, context.locale))} still />}
      </div>
    </TitledSection>
  );
}
