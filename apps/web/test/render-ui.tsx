import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';

/** Renders a UI-kit component with Swedish (the source language) active, no catalogue needed. */
export function renderUi(ui: ReactElement): RenderResult {
  if (i18n.locale !== 'sv') {
    i18n.load('sv', {});
    i18n.activate('sv');
  }
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
}
