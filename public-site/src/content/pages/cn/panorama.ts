import type { PanoramaPage } from '../../types';

const content: PanoramaPage = {
  title: '医院环境',
  description: '提前看看{{clinicName}}的外观、挂号及候诊区、诊室、检查室、治疗室、恢复室和停车场。',
  lead: '为了让您初次来院时不感到陌生，我们提前为您展示医院的各个角落。',
  sections: [
    {
      id: 'route',
      heading: '来院后的就诊动线',
      blocks: [
        {
          kind: 'p',
          text: '驾车来院的患者停车后请乘电梯上楼。{{parking}}到达医院后，请先在前台挂号，在候诊室稍候，工作人员会引导您进入诊室。',
        },
        {
          kind: 'p',
          text: '在诊室与医生面谈后，您将在超声检查室接受血管超声检查，然后再听取结果说明。接受手术或微创治疗的当天，您将在治疗室接受治疗，在恢复室休息并确认身体状况后回家。',
        },
      ],
    },
    {
      id: 'comfort',
      heading: '为了让您安心就诊',
      blocks: [
        {
          kind: 'p',
          text: '血管超声检查和治疗时需要露出腿部，因此建议您穿着方便更换的衣服来院。检查和咨询在独立的空间进行，您不必在意他人的目光。如有任何不便，请随时告诉工作人员。',
        },
        {
          kind: 'note',
          text: '治疗所用器械均按照规定流程进行消毒和管理。诊疗空间的样子可能会根据情况有所调整。',
        },
      ],
    },
    {
      id: 'before-visit',
      heading: '来院前请确认',
      blocks: [
        {
          kind: 'p',
          text: '本院诊疗时间：{{hours.summary}}。提前预约可以缩短等候时间。预约和咨询请致电（{{phone}}）或使用网站上的预约咨询。',
        },
      ],
    },
  ],
};

export default content;
