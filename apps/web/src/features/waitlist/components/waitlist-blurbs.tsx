import { PRODUCT_NAME } from '@starmatch/contracts/constants';
import { FeatureBlurb } from '@/components/ui/feature-blurb';
import { ConstellationIcon, HeartsIcon, SparkIcon } from './waitlist-icons';

export function WaitlistBlurbs() {
  return (
    <ul className="flex flex-col gap-3" aria-label={`What makes ${PRODUCT_NAME} different`}>
      <FeatureBlurb icon={<SparkIcon />} title="Smart Matching">
        Fewer, better suggestions. You only see people whose age and city preferences fit yours both
        ways, so the interest is mutual from the very first look.
      </FeatureBlurb>
      <FeatureBlurb icon={<ConstellationIcon />} title="Zodiac Compatibility">
        Every profile comes with a compatibility score drawn from how your signs&rsquo; elements and
        energies work together, so you can see the spark before you say hello.
      </FeatureBlurb>
      <FeatureBlurb icon={<HeartsIcon />} title="Real Connections">
        A like is a real request, not a swipe into the void. When it&rsquo;s accepted you can chat
        in real time, and take it from conversation to a first date.
      </FeatureBlurb>
    </ul>
  );
}
