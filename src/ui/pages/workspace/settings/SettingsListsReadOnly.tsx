import { useTranslation } from 'react-i18next';
import type { WorkspaceSettings } from '../../../../api/schemas/workspaceSettings.schema';
import { SETTINGS_LISTS } from '../../../../machines/workspaceSettingsDraft';

/** The four lists in their order, for members who may not change them. */
export function SettingsListsReadOnly({ settings }: { settings: WorkspaceSettings }) {
  const { t } = useTranslation('workspace');
  return (
    <>
      {SETTINGS_LISTS.map((list) => {
        const titleId = `settings-${list}-title`;
        return (
          <section key={list} className="settings-card" aria-labelledby={titleId}>
            <div className="settings-card__intro">
              <h2 id={titleId}>{t(`workspace.lists.${list}.title`)}</h2>
              <p>{t(`workspace.lists.${list}.hint`)}</p>
            </div>
            <div className="settings-card__body">
              {settings[list].length > 0 ? (
                <ol className="settings-list settings-list--read-only" aria-labelledby={titleId}>
                  {settings[list].map((item, index) => {
                    const field = list === 'udf_fields' ? settings.udf_fields[index] : undefined;
                    return (
                      <li key={item.id} className="settings-row" data-testid={`${list}-row`}>
                        <span className="settings-row__position" aria-hidden="true">
                          {index + 1}
                        </span>
                        <div className="settings-row__main">
                          <span className="settings-row__text">{item.name}</span>
                          {field ? (
                            <div className="udf-controls udf-controls--read-only">
                              <span className="udf-controls__kind-tag">{t(`workspace.lists.kinds.${field.kind}`)}</span>
                              {field.options.map((option) => (
                                <span key={option} className="udf-controls__option">
                                  {option}
                                </span>
                              ))}
                            </div>
                          ) : null}
                        </div>
                      </li>
                    );
                  })}
                </ol>
              ) : (
                <p className="settings-list__empty">{t(`workspace.lists.${list}.empty`)}</p>
              )}
            </div>
          </section>
        );
      })}
    </>
  );
}
