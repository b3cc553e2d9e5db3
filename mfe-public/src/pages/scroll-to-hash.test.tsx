import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@rewards/shared/router';
import { renderWithProviders } from '@rewards/shared/testing';
import AboutUsPage from './about-us-page';
import LandingPage from './landing-page';
import { mobileMenu } from '../test-fixtures';

let scroll: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers();
  scroll = jest.spyOn(Element.prototype, 'scrollIntoView');
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const scrolledTo = () => scroll.mock.contexts.map((element) => (element as Element).id);

function renderSite(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/about-us" element={<AboutUsPage />} />
    </Routes>,
    { route },
  );
}

async function followSectionLink(label: string) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  await user.click(within(mobileMenu()).getByRole('link', { name: label }));
}

describe('section links', () => {
  it('scroll to the section 100 ms after arriving at /#pricing, and focus it', () => {
    renderSite('/#pricing');

    act(() => jest.advanceTimersByTime(99));
    expect(scroll).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(scrolledTo()).toEqual(['pricing']);
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(document.activeElement).toHaveAttribute('id', 'pricing');
  });

  it('from another page go to / first, then scroll after 100 ms', async () => {
    renderSite('/about-us');
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();

    await followSectionLink('Pricing');
    expect(screen.getByRole('heading', { level: 2, name: 'Plans' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'About Us' })).not.toBeInTheDocument();
    expect(scroll).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(100));
    expect(scrolledTo()).toEqual(['pricing']);
  });

  it('scroll again each time a section link is followed on the landing page', async () => {
    renderSite('/');
    await followSectionLink('Testimonials');
    act(() => jest.advanceTimersByTime(100));
    await followSectionLink('Testimonials');
    act(() => jest.advanceTimersByTime(100));
    expect(scrolledTo()).toEqual(['testimonials', 'testimonials']);
  });

  it('ignore a hash that names no section', () => {
    renderSite('/#main-content');
    act(() => jest.advanceTimersByTime(500));
    expect(scroll).not.toHaveBeenCalled();
  });

  it('jump without animation for visitors who ask for reduced motion', () => {
    jest
      .spyOn(window, 'matchMedia')
      .mockImplementation(
        (query) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList,
      );
    renderSite('/#contact');
    act(() => jest.advanceTimersByTime(100));
    expect(scroll).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });
});
