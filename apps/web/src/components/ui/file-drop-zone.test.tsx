// The shared drop zone: the place's formats and limit, a real button, the
// chosen file by name and readable type, a refused file clearing a good one.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileDropZone } from './file-drop-zone.tsx';
import type { FileRule } from './file-rules.ts';

const rule: FileRule = {
  formats: 'PDF, DOC, DOCX',
  extensions: ['.pdf', '.doc', '.docx'],
  accept: '.pdf,.doc,.docx',
  maxBytes: 5 * 1024 * 1024,
  messages: { invalidType: 'Wrong type', tooLarge: 'Too large' },
};

function Harness({ onRefuse }: { onRefuse?: (file: File, problem: string) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FileDropZone
      label="Upload resume"
      title="Drop your resume here or click to browse"
      rule={rule}
      file={file}
      onFileChange={setFile}
      onRefuse={onRefuse}
      testId="zone"
    />
  );
}

const docx = () => new File(['x'.repeat(2048)], 'cv.docx', { type: '' });

afterEach(cleanup);

describe('FileDropZone', () => {
  it('says what this place takes and opens the file dialog from a real button', async () => {
    render(<Harness />);
    expect(screen.getByText(/^Supported formats:/).textContent).toBe('Supported formats: PDF, DOC, DOCX (Max 5MB)');
    const input = screen.getByLabelText('Upload resume') as HTMLInputElement;
    const click = vi.spyOn(input, 'click');
    const button = screen.getByRole('button', { name: 'Choose File' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('shows the chosen file by name and a readable type, and a refused file clears it with a message', async () => {
    const refused = vi.fn();
    render(<Harness onRefuse={refused} />);
    const input = screen.getByLabelText('Upload resume') as HTMLInputElement;
    await userEvent.upload(input, docx());
    expect(screen.getByText('cv.docx · Word document (DOCX) · 2 KB')).toBeTruthy();

    fireEvent.drop(screen.getByTestId('zone'), {
      dataTransfer: { files: [new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' })] },
    });
    expect(screen.queryByText(/cv\.docx ·/)).toBeNull();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Wrong type');
    expect(alert.textContent).toContain(
      'setup.exe (Windows program (EXE)) was not accepted, and cv.docx is no longer selected.',
    );
    expect(refused).toHaveBeenCalledWith(expect.any(File), 'Wrong type');
  });

  it('refuses a file over the limit', async () => {
    render(<Harness />);
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await userEvent.upload(screen.getByLabelText('Upload resume'), big);
    expect(screen.getByRole('alert').textContent).toContain('Too large');
  });

  it('takes several files when asked: the accepted ones, at most the limit, and says which was refused', () => {
    const changed = vi.fn();
    function Many() {
      const [files, setFiles] = useState<File[]>([]);
      return (
        <FileDropZone
          label="Attachments"
          title="Drop files here"
          rule={rule}
          file={null}
          onFileChange={() => undefined}
          multiple={{
            files,
            maxFiles: 2,
            onFilesChange: (next) => {
              changed(next.map((f) => f.name));
              setFiles(next);
            },
          }}
          testId="zone"
        />
      );
    }
    render(<Many />);
    expect((screen.getByLabelText('Attachments') as HTMLInputElement).multiple).toBe(true);
    fireEvent.drop(screen.getByTestId('zone'), {
      dataTransfer: {
        files: [
          docx(),
          new File(['MZ'], 'setup.exe', { type: '' }),
          new File(['%PDF-'], 'a.pdf'),
          new File(['%PDF-'], 'b.pdf'),
        ],
      },
    });
    expect(changed).toHaveBeenLastCalledWith(['cv.docx', 'a.pdf']);
    expect(screen.getByRole('alert').textContent).toContain('Wrong type');
    expect(screen.getByText(/cv\.docx · 2 KB, a\.pdf/)).toBeTruthy();
  });
});
