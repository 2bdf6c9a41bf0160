// spec 01 §2: a red full-width banner, switched by configuration (currently off).
import { appConfig } from '../../lib/config.ts';

export function MaintenanceStrip() {
  const strip = appConfig().features.maintenanceStrip;
  if (!strip.enabled) return null;
  return (
    <div
      role="alert"
      style={{
        background: 'var(--color-danger)',
        color: '#fff',
        textAlign: 'center',
        padding: '8px 16px',
        fontWeight: 600,
      }}
    >
      {strip.text}
    </div>
  );
}
