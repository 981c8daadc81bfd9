import { CalloutSection } from '../sections/cards/CalloutSection';
import { CoreFieldsSection } from '../sections/cards/CoreFieldsSection';
import { FormSection } from '../sections/cards/FormSection';
import { StyleRulesSection } from '../sections/styles/StyleRulesSection';

/** Step 2, Cards setup: core fields, callout, form and style rules (spec 2 section 2). */
export function CardsSetupStep() {
  return (
    <>
      <CoreFieldsSection />
      <CalloutSection />
      <FormSection />
      <StyleRulesSection />
    </>
  );
}
