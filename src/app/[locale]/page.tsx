import { HomePage, homeMetadata } from "@/views/home-page";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return homeMetadata((await params).locale);
}

export default async function Home({ params }: Props) {
  return <HomePage locale={(await params).locale} />;
}
