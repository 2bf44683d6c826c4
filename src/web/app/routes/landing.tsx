import { useTranslation } from '../../lib/i18n.ts';
import { EstimateForm } from '../../features/estimate/components/estimate-form.tsx';
import { Benefits } from '../../features/landing/components/benefits.tsx';
import { Faq } from '../../features/landing/components/faq.tsx';
import { Hero } from '../../features/landing/components/hero.tsx';
import { Reviews } from '../../features/landing/components/reviews.tsx';
import { Steps } from '../../features/landing/components/steps.tsx';
import { WhyUs } from '../../features/landing/components/why-us.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

export function LandingRoute() {
  const { t } = useTranslation();
  usePageMeta(t('meta.title'), t('meta.description'));
  return (
    <>
      <Hero form={<EstimateForm />} />
      <Steps />
      <Benefits />
      <WhyUs />
      <Reviews />
      <Faq />
    </>
  );
}
