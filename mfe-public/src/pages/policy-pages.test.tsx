import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@rewards/shared/testing';
import AboutUsPage from './about-us-page';
import AmlPolicyPage from './aml-policy-page';
import AppInstructionPage from './app-instruction-page';
import PrivacyPolicyPage from './privacy-policy-page';
import RefundPolicyPage from './refund-policy-page';
import TermsPage from './terms-page';
import ContactPage from './contact-page';
import LandingPage from './landing-page';
import { expectHeadingsInOrder } from '../test-fixtures';

function renderPage(Page: ComponentType) {
  renderWithProviders(<Page />);
  return document.body.textContent ?? '';
}

describe('public text pages', () => {
  it.each([
    [AboutUsPage, 'About Us'],
    [AppInstructionPage, 'App Instructions'],
    [PrivacyPolicyPage, 'Privacy Policy'],
    [TermsPage, 'Terms & Conditions'],
    [RefundPolicyPage, 'Refund Policy'],
    [AmlPolicyPage, 'AML/KYC Policy'],
  ])('%p has one h1 (%s), h2 sections and the public frame', (Page, title) => {
    renderPage(Page);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([title]);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(1);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each([
    AboutUsPage,
    AmlPolicyPage,
    AppInstructionPage,
    ContactPage,
    LandingPage,
    PrivacyPolicyPage,
    RefundPolicyPage,
    TermsPage,
  ])('%p has its headings in order', (Page) => {
    renderPage(Page);
    expectHeadingsInOrder();
  });

  it.each([
    [AboutUsPage, 'About Us | Rewards'],
    [RefundPolicyPage, 'Refund Policy | Rewards'],
    [ContactPage, 'Contact Us | Rewards'],
    [LandingPage, 'Rewards | Learn, earn and grow'],
  ])('%p names the browser tab (%s)', (Page, title) => {
    renderPage(Page);
    expect(document.title).toBe(title);
  });

  it('refund policy: no refunds for subscriptions, 48-hour technical-outage window', () => {
    const text = renderPage(RefundPolicyPage);
    expect(text).toContain('There are no refunds for subscriptions.');
    expect(text).toMatch(/technical outage[^.]*within 48 hours/);
    expect(text).toContain('Effective date: October 2025');
  });

  it('privacy policy: the 13-year age limit and its effective date', () => {
    const text = renderPage(PrivacyPolicyPage);
    expect(text).toContain('not meant for children under 13 years of age');
    expect(text).toContain('Effective date: October 2025');
  });

  it.each([TermsPage, AmlPolicyPage])('%p carries the December 2024 effective date', (Page) => {
    expect(renderPage(Page)).toContain('Effective date: December 2024');
  });

  it('AML policy lists the accepted currencies and networks', () => {
    const text = renderPage(AmlPolicyPage);
    expect(text).toContain('USDT, ETH and BTC');
    expect(text).toContain('TRON, BSC, POLYGON, ETH and AVALANCHE');
  });

  it('app instructions cover every sign-up field, OTP, manual activation and the store link', () => {
    const text = renderPage(AppInstructionPage);
    for (const field of [
      'Full name',
      'Email',
      'Password',
      'Date of birth',
      'Country',
      'Phone number',
      'Gender',
    ]) {
      expect(screen.getByText(field, { selector: 'li' })).toBeInTheDocument();
    }
    expect(text).toContain('one-time password (OTP)');
    expect(text).toContain('activates each new account manually');
    const store = screen.getByRole('link', {
      name: 'get the app from the store (opens in a new tab)',
    });
    expect(store).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    expect(store).toHaveAttribute('target', '_blank');
  });
});
