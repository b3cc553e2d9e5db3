import type { ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from '@rewards/shared/router';
import { renderWithProviders } from '@rewards/shared/testing';
import AboutUsPage from './about-us-page';
import AmlPolicyPage from './aml-policy-page';
import AppInstructionPage from './app-instruction-page';
import ContactPage from './contact-page';
import PrivacyPolicyPage from './privacy-policy-page';
import RefundPolicyPage from './refund-policy-page';
import TermsPage from './terms-page';

function LocationProbe() {
  return <output aria-label="Location">{useLocation().pathname}</output>;
}

/**
 * docs/product.md#routes: /aml-policy is also routed under a nested router when the path is not /.
 * The pages must not assume they sit at the top level: mounted by a child `<Routes>` below
 * a splat route they render the same, and their links still lead to the site's own paths.
 */
function renderNested(path: string, Page: ComponentType) {
  const nested = (
    <Routes>
      <Route path={path} element={<Page />} />
    </Routes>
  );
  renderWithProviders(
    <>
      <Routes>
        <Route path="/" element={<p>Landing</p>} />
        <Route path="/*" element={nested} />
      </Routes>
      <LocationProbe />
    </>,
    { route: `/${path}` },
  );
}

describe('public pages under a nested router', () => {
  it.each([
    ['aml-policy', AmlPolicyPage, 'AML/KYC Policy'],
    ['privacy-policy', PrivacyPolicyPage, 'Privacy Policy'],
    ['terms-and-conditions', TermsPage, 'Terms & Conditions'],
    ['refund-policy', RefundPolicyPage, 'Refund Policy'],
    ['about-us', AboutUsPage, 'About Us'],
    ['app-instruction', AppInstructionPage, 'App Instructions'],
    ['contact', ContactPage, 'Contact Us'],
  ])('/%s renders its page', (path, Page, title) => {
    renderNested(path, Page);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('links keep pointing at the top-level paths', async () => {
    const user = userEvent.setup();
    renderNested('aml-policy', AmlPolicyPage);
    const footer = within(screen.getByRole('navigation', { name: 'Footer' }));
    expect(footer.getByRole('link', { name: 'Refund Policy' })).toHaveAttribute(
      'href',
      '/refund-policy',
    );
    await user.click(footer.getByRole('link', { name: 'Home' }));
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(/^\/$/);
    expect(screen.getByText('Landing')).toBeInTheDocument();
  });
});
