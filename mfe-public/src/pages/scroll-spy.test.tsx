import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@rewards/shared/testing';
import LandingPage from './landing-page';
import { highlightedLinks, inlineNav, mobileMenu } from '../test-fixtures';
import PrivacyPolicyPage from './privacy-policy-page';

/** Where each section's top sits in the viewport, as a browser would report it. */
let sectionTops: Record<string, number> = {};
let pageHeight = 5000;
let frames: FrameRequestCallback[] = [];

function scrollTo(scrollY: number, tops: Record<string, number>) {
  sectionTops = tops;
  Object.defineProperty(window, 'scrollY', { value: scrollY, configurable: true });
  act(() => {
    fireEvent.scroll(window);
    frames.splice(0).forEach((frame) => frame(0));
  });
}

function activeLinks() {
  return highlightedLinks(inlineNav());
}

const TOPS_AT_TOP = {
  home: 60,
  about: 700,
  features: 1300,
  pricing: 1900,
  testimonials: 2900,
  contact: 3500,
};

beforeEach(() => {
  sectionTops = TOPS_AT_TOP;
  pageHeight = 5000;
  frames = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: Element,
  ) {
    return { top: sectionTops[this.id] ?? 0 } as DOMRect;
  });
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    get: () => pageHeight,
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('scroll-spy in the top navigation (offset 100 px)', () => {
  it('highlights Home when the page opens at the top', () => {
    renderWithProviders(<LandingPage />);
    expect(activeLinks()).toEqual(['Home']);
  });

  it('switches to a section exactly when its top reaches 100 px, not a pixel before', () => {
    renderWithProviders(<LandingPage />);
    scrollTo(1799, { ...TOPS_AT_TOP, about: -1099, features: -499, pricing: 101 });
    expect(activeLinks()).toEqual(['Features']);

    scrollTo(1800, { ...TOPS_AT_TOP, about: -1100, features: -500, pricing: 100 });
    expect(activeLinks()).toEqual(['Pricing']);
  });

  it('follows the scroll back up', () => {
    renderWithProviders(<LandingPage />);
    scrollTo(2900, {
      home: -2840,
      about: -2200,
      features: -1600,
      pricing: -1000,
      testimonials: 0,
      contact: 600,
    });
    expect(activeLinks()).toEqual(['Testimonials']);
    scrollTo(650, { ...TOPS_AT_TOP, home: -590, about: 50, features: 650 });
    expect(activeLinks()).toEqual(['About']);
  });

  it('highlights the last section at the bottom of the page, even short of the 100 px line', () => {
    renderWithProviders(<LandingPage />);
    // 5000 px page, 768 px viewport: scrolled to the end, the contact section starts at 300 px.
    scrollTo(4232, {
      home: -4172,
      about: -3500,
      features: -2900,
      pricing: -2300,
      testimonials: -1300,
      contact: 300,
    });
    expect(activeLinks()).toEqual(['Contact']);
  });

  it('keeps exactly one link highlighted, also in the mobile menu', () => {
    renderWithProviders(<LandingPage />);
    scrollTo(1900, { ...TOPS_AT_TOP, about: -1200, features: -600, pricing: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(highlightedLinks(mobileMenu())).toEqual(['Pricing']);
    expect(within(mobileMenu()).getByRole('link', { name: 'Pricing' })).toBeVisible();
  });

  it('reads the layout once per animation frame however many scroll events arrive', () => {
    renderWithProviders(<LandingPage />);
    act(() => {
      for (let i = 0; i < 5; i++) fireEvent.scroll(window);
    });
    expect(frames).toHaveLength(1);
  });

  it('highlights nothing on other public pages', () => {
    renderWithProviders(<PrivacyPolicyPage />, { route: '/privacy-policy' });
    scrollTo(400, TOPS_AT_TOP);
    expect(activeLinks()).toEqual([]);
  });

  it('stops listening once the landing page is left', () => {
    const remove = jest.spyOn(window, 'removeEventListener');
    const { unmount } = renderWithProviders(<LandingPage />);
    unmount();
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function));
  });
});
