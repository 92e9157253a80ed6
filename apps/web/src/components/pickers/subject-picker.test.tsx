import { fireEvent, screen } from '@testing-library/react';
import { subjectNames } from '@vikariat/domain';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render-ui.tsx';
import { SubjectPicker } from './subject-picker.tsx';

const typeAndEnter = (text: string) => {
  const onChange = vi.fn();
  renderUi(<SubjectPicker locale="sv" value={[]} onChange={onChange} />);
  const input = screen.getByLabelText('Lägg till ett ämne');
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter' });
  return onChange;
};

describe('SubjectPicker: Enter', () => {
  it('adds the listed subject the text begins, not the fragment (the shortest, which the longer ones extend)', () => {
    expect(subjectNames('sv').filter((s) => s.toLocaleLowerCase().startsWith('mate')).length).toBeGreaterThan(1);
    expect(typeAndEnter('Mate')).toHaveBeenCalledWith(['Matematik']);
  });
  it('keeps the text when it begins subjects that are not one another’s extension', () => {
    const begun = subjectNames('sv').filter((s) => s.startsWith('A'));
    expect(begun.length).toBeGreaterThan(1);
    expect(typeAndEnter('A')).toHaveBeenCalledWith(['A']);
  });
  it('adds a listed subject named in another case as listed', () => {
    const [first] = subjectNames('sv');
    expect(typeAndEnter((first ?? '').toUpperCase())).toHaveBeenCalledWith([first]);
  });
  it('adds a new subject as typed when no listed one or several begin with it', () => {
    expect(typeAndEnter('Kinesiska för nybörjare')).toHaveBeenCalledWith(['Kinesiska för nybörjare']);
  });
});
