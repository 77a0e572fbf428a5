import { PARTY_COMPANY_TYPE, type PartyType } from '@zhuji/shared';
import { Form } from 'antd';
import { CompanyPicker } from '../../../kit/company-picker';

/** The party's company, among registered companies of the type its party needs (owner → 建设单位 …). */
export function ProjectPartyCompanyInput(props: {
  value?: string;
  onChange?: (value: string | undefined) => void;
}) {
  const partyType = Form.useWatch<PartyType | undefined>('partyType');
  return (
    <CompanyPicker<string>
      {...props}
      valueKey="creditCode"
      compType={partyType ? PARTY_COMPANY_TYPE[partyType] : undefined}
    />
  );
}
