import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@rewards/shared/testing';
import LandingPage from '../../pages/landing-page';

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('section links', () => {
  it('scroll to the section 100 ms after arriving at /#pricing', () => {
    jest.useFakeTimers();
    const scroll = jest.spyOn(Element.prototype, 'scrollIntoView');
    renderWithProviders(<LandingPage />, { route: '/#pricing' });

    act(() => jest.advanceTimersByTime(99));
    expect(scroll).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toHaveProperty('id', 'pricing');
  });

  it('scroll again when a nav link is followed on the landing page', async () => {
    const scroll = jest.spyOn(Element.prototype, 'scrollIntoView');
    const user = userEvent.setup();
    renderWithProviders(<LandingPage />, { route: '/' });

    await user.click(screen.getByRole('link', { name: 'Testimonials' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(scroll.mock.contexts.map((element) => (element as Element).id)).toEqual([
      'testimonials',
    ]);
  });
});
