import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@rewards/shared/router';
import { renderWithProviders } from '@rewards/shared/testing';
import AboutUsPage from './about-us-page';
import LandingPage from './landing-page';
import PrivacyPolicyPage from './privacy-policy-page';
import { mobileMenu } from '../test-fixtures';

afterEach(() => jest.restoreAllMocks());

function renderSite(route: string) {
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/about-us" element={<AboutUsPage />} />
      <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
    </Routes>,
    { route },
  );
  return { scrollTo, user };
}

describe('moving between public pages', () => {
  it('opens the next page at its top, as a full page load would', async () => {
    const { scrollTo, user } = renderSite('/about-us');
    expect(scrollTo).not.toHaveBeenCalled();
    const footer = within(screen.getByRole('navigation', { name: 'Footer' }));
    await user.click(footer.getByRole('link', { name: 'Privacy Policy' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves a section link to its own scrolling', async () => {
    const { scrollTo, user } = renderSite('/about-us');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(within(mobileMenu()).getByRole('link', { name: 'Pricing' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Plans' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
